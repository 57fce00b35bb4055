import { useMutation } from '@tanstack/react-query';
import type { QuotePreviewAnswer, StructuredQuoteInput } from '@tradewise/shared';
import { apiRequest } from '../../lib/api';

/** POST /api/quote-preview: the totals of a quote as the server computes them (issue 41). */
export const useQuotePreview = () =>
  useMutation({
    mutationFn: (body: { quote: StructuredQuoteInput; price?: number }) =>
      apiRequest<QuotePreviewAnswer>('/api/quote-preview', { body, role: 'tradesperson' }),
  });
