// Every entity this build can open by id, by page area (one line per area, like pages.ts). The console registers
// them at start (src/app/entity-host.tsx); the places that open one only name it.
import type { EntityDef } from '@/lib/entities';
import { BET_ORDER_ENTITY } from '@/resources/game/entities';
import { PLAYER_ENTITY } from '@/resources/player/entities';

export const ENTITIES: readonly EntityDef[] = [PLAYER_ENTITY, BET_ORDER_ENTITY];
