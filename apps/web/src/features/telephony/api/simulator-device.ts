import { apiClient } from '../../../lib/api-client';

/**
 * `POST /telephony/simulator/calls/{id}/{connect|answer|decline|hangup}`: the simulator's device
 * signalling (the path comes from the SimulatedDevice, with the call's organization prefix).
 */
export function postSimulatorAction(path: string): Promise<unknown> {
  return apiClient.post(path);
}
