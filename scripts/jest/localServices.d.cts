/** The local servers a run may use (localServices.cjs). */
export function useLocalServices(env: Record<string, string | undefined>, local?: { postgres: string; redis: string }): Promise<string[]>;
