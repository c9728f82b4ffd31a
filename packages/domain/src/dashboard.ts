import { FOCUS_AREA_BELOW, MAX_FOCUS_AREAS, MAX_STRENGTHS, STRENGTH_FROM } from './constants.ts';

export interface RadarInput {
  averageAccuracy: number;
  averageSpeed: number;
  averageTimeEfficiency: number;
  testsAbove70: number;
  totalTests: number;
  testsPerDay: number;
}

export interface RadarAxes {
  Accuracy: number;
  Speed: number;
  'Time Efficiency': number;
  Consistency: number;
  Progress: number;
}

/** A radar axis value kept within the chart's 0–100 scale (issue 15: fast submits stretched Speed to 3,200). */
const axis = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);

/**
 * SPEC §2 radar: Speed x10, Consistency = testsAbove70 / totalTests x100 (0 without tests), Progress = tests/day
 * x10; every axis clamped to 0–100 (figures.ts skillsRadar).
 */
export function radarAxes(o: RadarInput): RadarAxes {
  return {
    Accuracy: axis(o.averageAccuracy),
    Speed: axis(o.averageSpeed * 10),
    'Time Efficiency': axis(o.averageTimeEfficiency),
    Consistency: axis(o.totalTests > 0 ? (o.testsAbove70 / o.totalTests) * 100 : 0),
    Progress: axis(o.testsPerDay * 10),
  };
}

export interface SubjectAccuracy {
  name: string;
  accuracy: number;
}

/** Up to 3 subjects below 70% accuracy, weakest first. */
export function focusAreas(subjects: SubjectAccuracy[]): SubjectAccuracy[] {
  return subjects
    .filter((s) => s.accuracy < FOCUS_AREA_BELOW)
    .sort((a, b) => a.accuracy - b.accuracy || a.name.localeCompare(b.name))
    .slice(0, MAX_FOCUS_AREAS);
}

/** Up to 3 subjects at 80% accuracy or above, strongest first. */
export function strengths(subjects: SubjectAccuracy[]): SubjectAccuracy[] {
  return subjects
    .filter((s) => s.accuracy >= STRENGTH_FROM)
    .sort((a, b) => b.accuracy - a.accuracy || a.name.localeCompare(b.name))
    .slice(0, MAX_STRENGTHS);
}
