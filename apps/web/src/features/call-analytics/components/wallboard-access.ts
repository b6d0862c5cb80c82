import type { Team } from '@aurora/contracts/teams';
import { useTeams } from '../../../entities/teams/get-teams';
import { isAdmin } from '../../../lib/permissions';
import { useSession } from '../../../lib/session-store';

/**
 * Who may open the wallboard, as the server decides: administrators (every team, or all at once)
 * and team leaders (the teams they lead). `allowed` is null while the teams load.
 */
export function useWallboardAccess(organizationCode: string) {
  const { user } = useSession();
  const teams = useTeams(organizationCode);
  const admin = isAdmin(user);
  const led: Team[] = (teams.data ?? []).filter((team) => team.leader?.id === user?.id);
  const allowed = admin || led.length > 0 ? true : teams.isPending ? null : false;
  return { allowed, admin, teams: admin ? (teams.data ?? []) : led };
}
