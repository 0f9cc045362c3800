export const ROLES = ['entry', 'reviewer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { entry: 1, reviewer: 2, admin: 3 };

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** True when `role` may do what `required` may. */
export const roleAtLeast = (role: Role, required: Role): boolean => RANK[role] >= RANK[required];

/** A key's role never exceeds its account's: when the account is lowered, the key is cut with it. */
export const effectiveRole = (keyRole: Role, accountRole: Role): Role => (RANK[keyRole] <= RANK[accountRole] ? keyRole : accountRole);
