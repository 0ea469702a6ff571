import { type Client, Room, type RoomException, type RoomMethodName } from '@colyseus/core';
import { z } from 'zod';
import { AppError, BINGO_CLIENT_MESSAGES, BINGO_ROOM_ID, BINGO_SERVER_MESSAGES, BingoState } from '@arena/schemas';
import { authenticateRoomClient } from '../../auth';
import { roomServices } from '../../services';
import { BingoShow } from './draw-show';
import type { BingoSettings } from './settings';
import { logRoomException } from '../../refusal-logger';

const TimeMessage = z.strictObject({ clientTime: z.number().finite() });

/**
 * The one bingo room, opened by the server at boot: everyone watches the same live draw. Tickets are bought
 * and gifted over REST; the room only shows the draw (and answers clock syncs for the countdown).
 */
export abstract class BingoRoom extends Room<{ state: BingoState }> {
  protected abstract readonly settings: BingoSettings;
  protected abstract readonly bootKey: string;
  private show!: BingoShow;

  static override async onAuth(token: string | undefined): Promise<{ userId: string } | true> {
    return (await authenticateRoomClient(token || undefined, true)) ?? true;
  }

  override async onCreate(options: { bootKey?: unknown } = {}): Promise<void> {
    if (options.bootKey !== this.bootKey) throw new AppError('GLOBAL.FORBIDDEN');
    this.roomId = BINGO_ROOM_ID;
    this.autoDispose = false;
    this.patchRate = this.settings.patchRateMs;
    this.maxMessagesPerSecond = this.settings.maxMessagesPerSecond;
    this.state = new BingoState();
    this.show = new BingoShow(
      {
        clock: this.clock,
        state: this.state,
        log: (message, error) => console.error(`bingo: ${message}`, error ?? ''),
      },
      roomServices(),
      this.settings,
    );
    this.onMessage(BINGO_CLIENT_MESSAGES.time, (client: Client, message: unknown) => {
      const parsed = TimeMessage.safeParse(message);
      if (!parsed.success)
        return this.refuse(
          client,
          BINGO_CLIENT_MESSAGES.time,
          new AppError('GLOBAL.BAD_REQUEST', [BINGO_CLIENT_MESSAGES.time]),
        );
      client.send(BINGO_SERVER_MESSAGES.time, { clientTime: parsed.data.clientTime, serverTime: this.settings.now() });
    });
    this.onMessage('*', (client: Client, type: string | number) => {
      const name = String(type).slice(0, 32);
      this.refuse(client, name, new AppError('GLOBAL.BAD_REQUEST', [name]));
    });
    await this.show.openNext();
  }

  override onUncaughtException(error: RoomException, methodName: RoomMethodName): void {
    logRoomException('bingo', methodName, error.cause ?? error);
  }

  override async onBeforeShutdown(): Promise<void> {
    await this.lock();
    await this.show
      .stop()
      .catch((error: unknown) => console.error('bingo: stop failed (boot recovery will pay)', error));
    await this.disconnect();
  }

  private refuse(client: Client, action: string, error: AppError): void {
    client.send(BINGO_SERVER_MESSAGES.error, { ...error.toBody(), action });
  }
}

export function bingoRoomClass(settings: BingoSettings, bootKey: string): new () => BingoRoom {
  return class ConfiguredBingoRoom extends BingoRoom {
    protected readonly settings = settings;
    protected readonly bootKey = bootKey;
  };
}
