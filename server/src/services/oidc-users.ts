import { Prisma, type PrismaClient, type User } from '../generated/prisma/client.ts';
import { cleanDisplayText } from '../text.ts';
import { adminChange, auditUserCreated, recordAudit } from './audit.ts';
import { type OidcIdentity, OidcSignInError } from './oidc.ts';
import { AccountInputError, normalizeEmail, USER_NAME_MAX } from './tokens.ts';

/**
 * Which user an OpenID sign-in is (ARCHITECTURE §13): the one with this issuer's `sub`; at the first sign-in, the
 * user row with the same verified email that has no sign-in linked yet (a person invited or created by an admin),
 * or a new user. With `adminGroups` the admin flag follows the groups claim, recomputed at every sign-in.
 */
export async function userForSignIn(
  prisma: PrismaClient,
  identity: OidcIdentity,
  options: { adminGroups: string[] | null; providerName: string },
): Promise<User> {
  // The provider's name claim is its data, not the person's input: cleaned to the display-name rule, never refused.
  const name = identity.name ? cleanDisplayText(identity.name, USER_NAME_MAX) : null;
  const user = await matchOrCreateOnce(prisma, { ...identity, name }, options);
  refuseInactive(user);
  return user;
}

/** A deactivated user does not get a session back by signing in again, and their row is not written. */
function refuseInactive(user: User): void {
  if (!user.active) throw new OidcSignInError('refused', 'Your account was deactivated by an administrator.');
}

async function matchOrCreateOnce(
  prisma: PrismaClient,
  identity: OidcIdentity,
  options: { adminGroups: string[] | null; providerName: string },
): Promise<User> {
  try {
    return await matchOrCreate(prisma, identity, options);
  } catch (error) {
    // Two first sign-ins of one person at once: the other one created or linked the row; match again.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      return matchOrCreate(prisma, identity, options);
    }
    throw error;
  }
}

async function matchOrCreate(
  prisma: PrismaClient,
  identity: OidcIdentity,
  { adminGroups, providerName }: { adminGroups: string[] | null; providerName: string },
): Promise<User> {
  const isAdmin =
    adminGroups === null ? undefined : (identity.groups ?? []).some((group) => adminGroups.includes(group));
  const admin = isAdmin === undefined ? {} : { isAdmin };
  const linked = await prisma.user.findUnique({
    where: { oidcIssuer_oidcSubject: { oidcIssuer: identity.issuer, oidcSubject: identity.subject } },
  });
  if (linked) {
    refuseInactive(linked);
    // Only while still active: a deactivation between the read and this write leaves the row as it is.
    return prisma.$transaction(async (tx) => {
      const { count } = await tx.user.updateMany({
        where: { id: linked.id, active: true },
        data: { ...admin, ...(identity.name ? { name: identity.name } : {}) },
      });
      if (count === 0) refuseInactive({ ...linked, active: false });
      await auditAdminFlag(tx, linked.email, linked.id, linked.isAdmin, isAdmin);
      return tx.user.findUniqueOrThrow({ where: { id: linked.id } });
    });
  }

  if (!identity.email) {
    throw new OidcSignInError(
      'refused',
      `${providerName} did not share your email address, which a first sign-in needs (ask for the "email" scope).`,
    );
  }
  if (!identity.emailVerified) {
    throw new OidcSignInError(
      'refused',
      `Your email address is not verified at ${providerName}. Verify it there, then sign in again.`,
    );
  }
  let email: string;
  try {
    email = normalizeEmail(identity.email);
  } catch (error) {
    if (error instanceof AccountInputError) {
      throw new OidcSignInError('refused', `${providerName} sent an email address that is not valid.`);
    }
    throw error;
  }

  const existing = await prisma.user.findUnique({ where: { email } });
  if (!existing) {
    return prisma.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          email,
          name: identity.name,
          oidcIssuer: identity.issuer,
          oidcSubject: identity.subject,
          isAdmin: isAdmin ?? false,
        },
      });
      await auditUserCreated(tx, 'oidc-sign-in', created, `first OpenID sign-in at ${providerName}`);
      await auditAdminFlag(tx, email, created.id, false, isAdmin);
      return created;
    });
  }
  refuseInactive(existing);
  if (existing.oidcSubject !== null) {
    // Another account at a provider already holds this email: never hand its user to a second one.
    throw new OidcSignInError(
      'refused',
      `The account for ${email} is already linked to another sign-in. Ask an administrator for help.`,
    );
  }
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: existing.id, oidcSubject: null, active: true },
      data: {
        oidcIssuer: identity.issuer,
        oidcSubject: identity.subject,
        ...admin,
        ...(existing.name === null && identity.name ? { name: identity.name } : {}),
      },
    });
    if (count === 0) {
      throw new OidcSignInError(
        'refused',
        `The account for ${email} was linked to another sign-in meanwhile.`,
      );
    }
    await auditAdminFlag(tx, email, existing.id, existing.isAdmin, isAdmin);
    return tx.user.findUniqueOrThrow({ where: { id: existing.id } });
  });
}

/** A change of the admin flag by the provider's groups (OIDC_ADMIN_GROUPS), in the sign-in's transaction. */
async function auditAdminFlag(
  tx: Prisma.TransactionClient,
  email: string,
  userId: string,
  before: boolean,
  after: boolean | undefined,
): Promise<void> {
  if (after === undefined || after === before) return;
  await recordAudit(tx, 'oidc-sign-in', {
    action: 'user.admin',
    targetType: 'User',
    targetId: userId,
    summary: adminChange(email, before, after, 'OpenID sign-in, OIDC_ADMIN_GROUPS'),
  });
}
