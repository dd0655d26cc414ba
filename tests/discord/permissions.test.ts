import { PermissionFlagsBits } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { isLeagueAdmin, memberAccess } from '../../src/discord/permissions.js';

const ROLE = '400000000000000001';

describe('league admin checks', () => {
  it('GIVEN Manage Server THEN the member is a league admin', () => {
    expect(isLeagueAdmin({ permissions: PermissionFlagsBits.ManageGuild, roleIds: [] }, null)).toBe(true);
  });

  it('GIVEN Administrator THEN the member is a league admin', () => {
    expect(isLeagueAdmin({ permissions: PermissionFlagsBits.Administrator, roleIds: [] }, ROLE)).toBe(true);
  });

  it('GIVEN the league admin role and no server permissions THEN the member is a league admin', () => {
    expect(isLeagueAdmin({ permissions: PermissionFlagsBits.SendMessages, roleIds: [ROLE] }, ROLE)).toBe(true);
  });

  it('GIVEN a plain member THEN he is not, whether the league has an admin role or not', () => {
    const member = { permissions: PermissionFlagsBits.SendMessages | PermissionFlagsBits.ManageMessages, roleIds: ['500000000000000001'] };
    expect(isLeagueAdmin(member, ROLE)).toBe(false);
    expect(isLeagueAdmin(member, null)).toBe(false);
  });

  it('GIVEN no member at all (a DM) THEN nobody is an admin', () => {
    expect(isLeagueAdmin(memberAccess({ member: null, memberPermissions: null } as never), ROLE)).toBe(false);
  });

  it('GIVEN a cached member THEN his roles come from the role cache', () => {
    const member = { roles: { cache: new Map([[ROLE, {}]]) } };
    expect(memberAccess({ member, memberPermissions: { bitfield: 0n } } as never)).toEqual({ permissions: 0n, roleIds: [ROLE] });
  });
});
