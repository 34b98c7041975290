import type { components } from './generated/schema';

type Schemas = components['schemas'];
export type Announcement = Schemas['Announcement'];
export type AnnouncementList = Schemas['AnnouncementList'];
export type ClaimStatus = Schemas['ClaimStatus'];
export type FeedbackConfig = Schemas['FeedbackConfig'];
export type FeedbackQuestionType = Schemas['FeedbackQuestionType'];
export type FeedbackRequest = Schemas['FeedbackRequest'];
export type ChatRoomState = Schemas['ChatRoomState'];
export type ContentPage = Schemas['ContentPage'];
export type PostSummary = Schemas['PostSummary'];
export type Post = Schemas['Post'];
export type WinnerEntry = Schemas['WinnerEntry'];
export type Activity = Schemas['Activity'];
export type ActivityStatus = Schemas['ActivityStatus'];
