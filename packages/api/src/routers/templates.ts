/** Templates for a guided start (issue 54): thin calls of services/templates.ts. */
import { z } from 'zod';
import { templateDraftInputSchema, templateDraftSchema, templateSchema } from '@taper/domain';
import { serverI18n } from '@taper/domain/i18n';
import { draftTemplate, listTemplates } from '../services/templates';
import { protectedProcedure, router } from '../trpc';
import { TRPCError } from '@trpc/server';
import { refusalMessages } from '@taper/domain/i18n';
import { accepted, userToday } from './habits/lookup';

const templateNotFound = () =>
  new TRPCError({ code: 'NOT_FOUND', message: refusalMessages.templateNotFound.message });

export const templatesRouter = router({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/templates',
        tags: ['templates'],
        summary: 'Starting points for a new habit, with the questions each asks',
        description:
          'Coffee, alcohol, cigarettes, screen time, sugar and sweets, spending, and last ' +
          "'Something else' (the full form: no questions). Names, units, questions and paces " +
          "are in the user's language. POST /api/templates/{id}/draft turns the answers into a habit.",
      },
    })
    .input(z.void())
    .output(z.array(templateSchema))
    .query(({ ctx }) => listTemplates(serverI18n(ctx.locale))),

  draft: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/templates/{id}/draft',
        tags: ['templates'],
        summary: "The habit and taper plan a template's answers make, before creating them",
        description:
          'Writes nothing. `habit` is a body for POST /api/habits and `plan` one for ' +
          'PUT /api/habits/{id}/plan, both checked as those calls check them; `steps` is the ' +
          "plan's staircase. The goal and the baseline are the usual amount, the cost per unit " +
          'is the price (a pack’s price shared by its cigarettes), and the plan starts today at ' +
          'the usual amount and steps down at the pace: never above the usual amount.',
      },
    })
    .input(templateDraftInputSchema)
    .output(templateDraftSchema)
    .mutation(({ ctx, input }) =>
      accepted(
        draftTemplate(input.id, input.answers, userToday(ctx), serverI18n(ctx.locale)),
        templateNotFound,
      ),
    ),
});
