export { serveRoomMonitor, MONITOR_PATH, MONITOR_COOKIE } from './monitor-http';
export { MONITOR_ROOM_ACTIONS } from './room-actions';
