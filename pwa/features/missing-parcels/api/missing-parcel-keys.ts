export const MISSING_PARCELS_KEY = ['admin', 'missing-parcels'] as const;
export const intakeTimesKey = (days: number) => ['admin', 'intake-times', days] as const;
