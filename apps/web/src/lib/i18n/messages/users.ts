import { defineEnglish } from '../define.ts';

/** /admin/users and /coaching/users (SPEC §2, §8). */
export const usersMessages = defineEnglish({
  superAdminTitle: 'Super Admin User Management',
  coachingTitle: 'Manage Coaching Users',
  loadFailed: 'Error fetching data',
  loadError: 'Error: {message}',
  changeRoleFailed: 'Changing the role failed.',
  deleteFailed: 'Deleting the user failed.',
  users: 'Users',
  coachingCentreUsers: 'Coaching centre users',
  delete: 'Delete',
  deleteUserNamed: 'Delete {name}',
  deleteUserTitle: 'Delete user',
  deleteUserText: 'Are you sure you want to delete the user {name}? This action cannot be undone.',
  confirmDelete: 'Are you sure you want to delete this user?',
  cancel: 'Cancel',
  noCentre: 'Your account does not belong to a coaching centre.',
  addNewUser: 'Add New User',
  addUser: 'Add User',
  name: 'Name',
  email: 'Email',
  password: 'Password',
  role: 'Role',
  roleOf: 'Role of {name}',
  id: 'ID',
  actions: 'Actions',
});
