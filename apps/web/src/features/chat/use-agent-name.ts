import { useCallback } from 'react';
import { useChatSettings } from './api/get-chat';
import { agentName } from './format';

/** An agent's display name by user id; null while unknown (not loaded, or not a user of the account). */
export function useAgentName(): (id: string | 0) => string | null {
  const { data } = useChatSettings();
  return useCallback(
    (id) => {
      if (id === 0) return null;
      const agent = data?.agents.find((candidate) => candidate.id === id);
      return agent ? agentName(agent) : null;
    },
    [data],
  );
}
