import type { FeedbackItem, FeedbackValues } from '../../../shared/schemas/feedbackSchemas';
import { apiSlice } from '../../api/apiSlice';

/** 'Suggest Events' and 'Feedback' from the user dropdown. Nothing on screen lists them, so no tags. */
export const feedbackApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    sendFeedback: build.mutation<FeedbackItem, FeedbackValues>({
      query: (body) => ({ url: '/feedback', method: 'POST', body }),
    }),
  }),
});

export const { useSendFeedbackMutation } = feedbackApi;
