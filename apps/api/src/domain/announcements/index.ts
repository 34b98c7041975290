// The public surface of domain/announcements: what the rest of the server may use.
export { agentAnnouncements, listAnnouncements, runningAnnouncements } from './announcements';
