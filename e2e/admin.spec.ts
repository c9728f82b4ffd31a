import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(email: string, password = DEMO_PASSWORD): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await login(page, server.url, email, password);
  return page;
}

async function api(page: Page, method: string, url: string, body?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, data: await res.json() };
}

/** The demo peers who are the demo centre's students (apps/server/src/demo/seed-demo-history.ts, issue 18). */
const CENTRE_PEER_EMAILS = [
  'aarav.sharma',
  'ananya.iyer',
  'rohan.verma',
  'priya.nair',
  'kabir.singh',
  'meera.pillai',
  'arjun.reddy',
  'ishita.das',
].map((name) => `${name}@aspirant.test`);

/** The cells of the table's body rows, as text. */
async function rows(page: Page, table: string): Promise<string[][]> {
  const body = page.getByRole('table', { name: table }).locator('tbody tr');
  const out: string[][] = [];
  for (const row of await body.all()) {
    out.push((await row.locator('td').allInnerTexts()).map((t) => t.trim()));
  }
  return out;
}

describe('super admin user management', () => {
  it('lists every user and changes a role', async () => {
    const page = await signedIn(DEMO.superAdmin.email);
    await page.goto(`${server.url}/admin/users`);
    await page.getByRole('heading', { name: 'Super Admin User Management' }).waitFor();
    const headers = await page.getByRole('table', { name: 'Users' }).locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(['ID', 'Name', 'Email', 'Role', 'Actions']);
    // The four demo accounts, then the demo's 20 other students (issue 13: they make ranks read 'n of N').
    await expect.poll(async () => (await rows(page, 'Users')).length).toBe(24);
    const emails = (await rows(page, 'Users')).map((r) => r[2]).slice(0, 5);
    expect(emails).toEqual([
      'admin@aspirant.test',
      'teacher@aspirant.test',
      'student@aspirant.test',
      'superadmin@aspirant.test',
      'aarav.sharma@aspirant.test',
    ]);

    const role = page.getByRole('combobox', { name: 'Role of Teacher Demo' });
    expect(await role.textContent()).toBe('Teacher');
    await role.click();
    await page.getByRole('option', { name: 'Student' }).click();
    await expect.poll(() => role.textContent()).toBe('Student');
    await page.reload();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Role of Teacher Demo' }).textContent())
      .toBe('Student');
    const me = await api(page, 'GET', '/api/users');
    expect(me.data.users.find((u: { email: string }) => u.email === 'teacher@aspirant.test').role_id).toBe(3);

    // And back, so the other specs keep their teacher.
    await page.getByRole('combobox', { name: 'Role of Teacher Demo' }).click();
    await page.getByRole('option', { name: 'Teacher' }).click();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Role of Teacher Demo' }).textContent())
      .toBe('Teacher');
    await page.context().close();
  });

  it('shows the server’s refusal: the last super admin keeps the role', async () => {
    const page = await signedIn(DEMO.superAdmin.email);
    await page.goto(`${server.url}/admin/users`);
    await page.getByRole('combobox', { name: 'Role of Super Admin' }).click();
    await page.getByRole('option', { name: 'Student' }).click();
    await expect
      .poll(() => page.getByText('The last super admin cannot be given another role.').isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Role of Super Admin' }).textContent())
      .toBe('Super Admin');
    await page.context().close();
  });

  it('deletes a user after the confirmation dialog', async () => {
    const page = await signedIn(DEMO.superAdmin.email);
    const created = await api(page, 'POST', '/api/users', {
      name: 'Leaving Soon',
      email: 'leaving@example.com',
      password: DEMO_PASSWORD,
      role_id: 3,
      customer_id: null,
    });
    expect(created.status).toBe(201);
    await page.goto(`${server.url}/admin/users`);
    await page.getByRole('button', { name: 'Delete Leaving Soon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    expect(await dialog.getByText(/^Are you sure/).textContent()).toBe(
      'Are you sure you want to delete the user Leaving Soon? This action cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'leaving@example.com' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Delete Leaving Soon' }).click();
    await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'leaving@example.com' }).count()).toBe(0);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'leaving@example.com', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(401);
    await page.context().close();
  });
});

describe('coaching admin user management', () => {
  it('adds a user with the modal (Student by default) and sees only its own centre', async () => {
    // Users outside the demo centre: one made by the super admin, one who registered alone.
    const superAdmin = await signedIn(DEMO.superAdmin.email);
    await api(superAdmin, 'POST', '/api/users', {
      name: 'Elsewhere Teacher',
      email: 'elsewhere@example.com',
      password: DEMO_PASSWORD,
      role_id: 2,
      customer_id: null,
    });
    await superAdmin.context().close();

    const page = await signedIn(DEMO.coachingAdmin.email);
    await page.goto(`${server.url}/coaching/users`);
    await page.getByRole('heading', { name: 'Manage Coaching Users' }).waitFor();
    const headers = await page
      .getByRole('table', { name: 'Coaching centre users' })
      .locator('thead th')
      .allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(['Name', 'Email', 'Role', 'Actions']);
    // The three demo staff and student, and the eight demo peers who are the centre's students (issue 18).
    await expect.poll(async () => (await rows(page, 'Coaching centre users')).length).toBe(11);

    await page.getByRole('button', { name: 'Add New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    expect(await dialog.getByRole('combobox', { name: 'Role' }).textContent()).toBe('Student');
    await dialog.getByLabel('Name').fill('Ananya Rao');
    await dialog.getByLabel('Email').fill('ananya@example.com');
    await dialog.getByLabel('Password').fill('short');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    // SPEC §5: the form does not validate; the server's message is shown.
    await expect
      .poll(() =>
        dialog
          .getByText('Password must be at least 8 characters long and not a commonly used password.')
          .isVisible(),
      )
      .toBe(true);
    await dialog.getByLabel('Password').fill('Ananya@2026');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(async () => (await rows(page, 'Coaching centre users')).map((r) => r[1]))
      .toEqual([
        'admin@aspirant.test',
        'teacher@aspirant.test',
        'student@aspirant.test',
        ...CENTRE_PEER_EMAILS,
        'ananya@example.com',
      ]);
    const roleOptions = page.getByRole('combobox', { name: 'Role of Ananya Rao' });
    expect(await roleOptions.textContent()).toBe('Student');
    await roleOptions.click();
    await page.getByRole('option').first().waitFor();
    expect((await page.getByRole('option').allInnerTexts()).map((o) => o.trim())).toEqual([
      'Teacher',
      'Student',
    ]);
    await page.keyboard.press('Escape');
    // Its own row cannot be changed or deleted from here.
    expect(await page.getByRole('button', { name: 'Delete Coaching Admin' }).isDisabled()).toBe(true);

    const students = await signedIn('ananya@example.com', 'Ananya@2026');
    expect(await students.evaluate(() => localStorage.getItem('customer_id'))).toMatch(/^\d+$/);
    await students.context().close();

    // The browser confirmation, then the user is gone.
    let message = '';
    page.once('dialog', (d) => {
      message = d.message();
      void d.accept();
    });
    await page.getByRole('button', { name: 'Delete Ananya Rao' }).click();
    await expect.poll(async () => (await rows(page, 'Coaching centre users')).length).toBe(11);
    expect(message).toBe('Are you sure you want to delete this user?');
    const all = (await rows(page, 'Coaching centre users')).map((r) => r[1]);
    expect(all).not.toContain('elsewhere@example.com');
    expect(all).not.toContain('superadmin@aspirant.test');
    await page.context().close();
  });
});

describe('batch management', () => {
  it('creates a batch, assigns a student, edits and deletes it', async () => {
    const page = await signedIn(DEMO.coachingAdmin.email);
    await page.goto(`${server.url}/batch-management`);
    await page.getByRole('heading', { name: 'Batch Management' }).waitFor();
    const headers = await page.getByRole('table', { name: 'Batches' }).locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual([
      'Batch Name',
      'Start Date',
      'Students',
      'Status',
      'Actions',
    ]);
    expect(await page.getByText('No batches yet.').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Create Batch' }).click();
    const create = page.getByRole('dialog', { name: 'Create Batch' });
    await create.getByLabel('Batch Name').fill('Prelims 2027 Morning');
    await create.getByLabel('Start Date').fill('2026-07-01');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect
      .poll(async () => rows(page, 'Batches'))
      .toEqual([['Prelims 2027 Morning', '01 Jul 2026', '0', 'Active', '']]);

    await page.getByRole('button', { name: 'Manage students of Prelims 2027 Morning (0)' }).click();
    const students = page.getByRole('dialog', { name: 'Students of Prelims 2027 Morning' });
    await students.getByRole('combobox', { name: 'Add student' }).click();
    await page.getByRole('option', { name: 'Student Demo (student@aspirant.test)' }).click();
    await students.getByRole('button', { name: 'Add', exact: true }).click();
    await expect
      .poll(() => students.getByRole('button', { name: 'Remove Student Demo' }).isVisible())
      .toBe(true);
    await students.getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => (await rows(page, 'Batches'))[0]![2]).toBe('1');

    await page.getByRole('button', { name: 'Edit Prelims 2027 Morning' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Batch' });
    await edit.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await rows(page, 'Batches'))[0]![3]).toBe('Completed');

    await page.getByRole('button', { name: 'Manage students of Prelims 2027 Morning (1)' }).click();
    await page.getByRole('button', { name: 'Remove Student Demo' }).click();
    await expect.poll(() => page.getByText('No students in this batch yet.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Delete Prelims 2027 Morning' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete batch' });
    expect(await confirm.getByText(/^Are you sure/).textContent()).toBe(
      'Are you sure you want to delete the batch Prelims 2027 Morning? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('No batches yet.').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('settings', () => {
  it('saves the name and changes the password for real', async () => {
    const superAdmin = await signedIn(DEMO.superAdmin.email);
    await api(superAdmin, 'POST', '/api/users', {
      name: 'Meera Nair',
      email: 'meera@example.com',
      password: 'Meera@2026',
      role_id: 3,
      customer_id: null,
    });
    await superAdmin.context().close();
    const other = await signedIn('meera@example.com', 'Meera@2026');
    const page = await signedIn('meera@example.com', 'Meera@2026');
    await page.goto(`${server.url}/settings`);
    const menu = page.getByRole('navigation', { name: 'Settings sections' });
    await menu.waitFor();
    expect((await menu.getByRole('button').allInnerTexts()).map((t) => t.trim())).toEqual([
      'My Profile',
      'Subscription',
      'Change Password',
    ]);
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('Meera');
    await expect.poll(() => page.getByLabel('Last Name').inputValue()).toBe('Nair');
    await page.getByLabel('Last Name').fill('Nair-Menon');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByText('Your profile has been saved.').isVisible()).toBe(true);
    expect((await api(page, 'GET', '/api/auth/user')).data.user.name).toBe('Meera Nair-Menon');

    await menu.getByRole('button', { name: 'Subscription' }).click();
    for (const text of [
      'Free',
      '$0 per month',
      'Pro',
      '$9.99 per month',
      'Enterprise',
      '$29.99 per month',
      'Current Plan',
    ]) {
      await expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
    }
    expect(await page.getByRole('button', { name: /^Upgrade/ }).count()).toBe(2);

    await menu.getByRole('button', { name: 'Change Password' }).click();
    // Decision 0017: the help text is the one password rule, and a refusal says the same words.
    const helpText = 'Password must be at least 8 characters long and not a commonly used password.';
    await expect.poll(() => page.getByText(helpText).isVisible()).toBe(true);
    await page.getByLabel('Current Password').fill('Meera@2026');
    await page.getByLabel('New Password', { exact: true }).fill('password1');
    await page.getByLabel('Confirm New Password').fill('password1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: helpText }).count()).toBe(1);
    await page.getByLabel('New Password', { exact: true }).fill('Stronger#2027');
    await page.getByLabel('Confirm New Password').fill('Stronger#2028');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect.poll(() => page.getByText('Passwords do not match').isVisible()).toBe(true);
    await page.getByLabel('Current Password').fill('Wrong@2026');
    await page.getByLabel('Confirm New Password').fill('Stronger#2027');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect.poll(() => page.getByText('Current password is incorrect.').isVisible()).toBe(true);
    await page.getByLabel('Current Password').fill('Meera@2026');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect
      .poll(() =>
        page
          .getByText('Your password has been changed. You have been signed out on your other devices.')
          .isVisible(),
      )
      .toBe(true);
    // This session stays; the other device is signed out.
    expect((await api(page, 'GET', '/api/auth/user')).status).toBe(200);
    expect((await api(other, 'GET', '/api/auth/user')).status).toBe(401);
    await other.context().close();
    await page.context().close();
    const again = await signedIn('meera@example.com', 'Stronger#2027');
    await again.context().close();
  });
});
