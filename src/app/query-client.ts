import { QueryClient } from '@tanstack/react-query';
import { onSessionClear } from '@/lib/session-store';

// A failed call has already been shown to the user; retrying would repeat the modal and keep the spinner going.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

onSessionClear(() => queryClient.clear());
