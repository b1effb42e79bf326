// English month abbreviations, as the screens print dates ("Nov 25", "25 Nov"): one list for
// dates.ts and the booking page, which keeps date-fns (and so dates.ts) out of its bundle.
export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
