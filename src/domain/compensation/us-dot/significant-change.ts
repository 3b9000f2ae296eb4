// 14 CFR 260.2: what counts as a significant change of a flight. Its own module so the rights
// pages read the figure without the refund rules.

/** 260.2 "significant change": departure or arrival 3 hours or more (domestic), 6 hours or more (international). */
export const SIGNIFICANT_CHANGE_MINUTES = { domestic: 180, international: 360 } as const;
