import { expect, it } from 'vitest';
import { auditOfLeague } from '../../src/db/repositories/audit.repository.js';
import { updateSettings } from '../../src/league/membership/league-settings.js';
import { describeOnEachDatabase } from '../support/db.js';
import { depsOf, makeLeagueIn } from './helpers.js';

describeOnEachDatabase("the league's language", (database) => {
  it('GIVEN a league created without a language THEN it posts in English', async () => {
    const league = await makeLeagueIn(depsOf(database()), { humanClubs: 2 });
    expect(league.settings.language).toBe('en');
  });

  it('GIVEN a league created in German THEN its settings say so', async () => {
    const league = await makeLeagueIn(depsOf(database()), { humanClubs: 2, language: 'de' });
    expect(league.settings.language).toBe('de');
  });

  it('GIVEN an admin who changes the language THEN the league posts in it from then on, and the change is audited', async () => {
    const deps = depsOf(database());
    const league = await makeLeagueIn(deps, { humanClubs: 2 });
    const changed = await updateSettings(deps, { leagueId: league.id, actorUserId: 'boss', isAdmin: true, changes: { language: 'de' } });
    expect(changed.settings.language).toBe('de');
    // The other settings stay as they were.
    expect(changed.settings.dice).toBe(league.settings.dice);
    expect(changed.settings.live).toBe(league.settings.live);
    const back = await updateSettings(deps, { leagueId: league.id, actorUserId: 'boss', isAdmin: true, changes: { language: 'en' } });
    expect(back.settings.language).toBe('en');
    const audit = await auditOfLeague(deps.db, league.id);
    expect(audit.filter((a) => a.action === 'settings').map((a) => a.detail)).toEqual([{ language: 'de' }, { language: 'en' }]);
  });
});
