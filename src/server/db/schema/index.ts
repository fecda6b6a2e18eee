export * from './contractor-rates';
export * from './interaction-events';
export * from './interaction-session-hours';
export * from './leads';
export * from './settings';
export * from './staff';
export * from './training';
export * from './webhook-outbox';
