import type { Team } from '@aurora/contracts/teams';
import { useTeams } from '../../../entities/teams/get-teams';
import { isAdmin } from '../../../lib/permissions';
import { useSession } from '../../../lib/session-store';

/**
 * Who sees more than their own calls, as the server decides: administrators (every team, or all
 * at once) and team leaders (the teams they lead). Only they open the wallboard and filter by agent
 * or team; the server shows anyone else their own calls. `allowed` is null while the teams load.
 */
export function useAnalyticsAccess(organizationCode: string) {
  const { user } = useSession();
  const teams = useTeams(organizationCode);
  const admin = isAdmin(user);
  const led: Team[] = (teams.data ?? []).filter((team) => team.leader?.id === user?.id);
  const allowed = admin || led.length > 0 ? true : teams.isPending ? null : false;
  return { allowed, admin, teams: admin ? (teams.data ?? []) : led };
}
