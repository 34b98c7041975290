// The console's content and site settings: announcements (banners, notices, the marquee,
// popups, promotions), information pages and help articles in the merchant's languages, and
// the site switches (maintenance, blocked regions, modules). Access is checked before these run (plugins/operator-access.ts); every
// change is audited in its own transaction.
import { pageInput } from '../../domain/kernel';
import {
  createAnnouncement,
  createHelpArticle,
  listHelpArticles,
  listOperatorPages,
  moveHelpArticle,
  publishHelpArticle,
  listOperatorAnnouncements,
  operatorAnnouncement,
  paymentSettings,
  rebateSettings,
  referralRuleSettings,
  registerRules,
  setPaymentSettings,
  setRebateSettings,
  setVipLevels,
  setRegisterRules,
  setReferralRule,
  siteSettings,
  unpublishAnnouncement,
  updateAnnouncement,
  updateHelpArticle,
  updatePage,
  updateSiteSettings,
  vipLevelSettings,
} from '../../domain/operators';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { requireOperator } from '../../http/operator';
import { requireMerchant } from '../../http/request';
import type { Handler, HandlerDeps } from '../types';

/** The caller's merchant, the languages it offers and the time. */
const scope = (request: FastifyRequest, clock: () => number) => {
  const operator = requireOperator(request);
  return {
    operator,
    merchantId: operator.merchantId,
    offered: requireMerchant(request).settings.supportLanguages,
    now: clock(),
  };
};

const operatorListAnnouncements =
  ({ db, clock }: HandlerDeps): Handler<'operatorListAnnouncements'> =>
  async (request) => {
    const { merchantId, offered, now } = scope(request, clock);
    const { type, page, size } = request.query;
    return ok(
      await listOperatorAnnouncements(
        db,
        { merchantId, type, offered, now },
        pageInput({ page, size }),
      ),
    );
  };

const operatorGetAnnouncement =
  ({ db, clock }: HandlerDeps): Handler<'operatorGetAnnouncement'> =>
  async (request) => {
    const { merchantId, offered, now } = scope(request, clock);
    return ok(
      await operatorAnnouncement(db, { merchantId, key: request.params.key, offered, now }),
    );
  };

const operatorCreateAnnouncement =
  ({ db, clock }: HandlerDeps): Handler<'operatorCreateAnnouncement'> =>
  async (request) => {
    const { operator, merchantId, offered, now } = scope(request, clock);
    return ok(
      await createAnnouncement(db, { merchantId, offered, by: operator, now, input: request.body }),
    );
  };

const operatorUpdateAnnouncement =
  ({ db, clock }: HandlerDeps): Handler<'operatorUpdateAnnouncement'> =>
  async (request) => {
    const { operator, merchantId, offered, now } = scope(request, clock);
    return ok(
      await updateAnnouncement(db, {
        merchantId,
        offered,
        by: operator,
        now,
        key: request.params.key,
        input: request.body,
      }),
    );
  };

const operatorUnpublishAnnouncement =
  ({ db, clock }: HandlerDeps): Handler<'operatorUnpublishAnnouncement'> =>
  async (request) => {
    const { operator, merchantId, offered, now } = scope(request, clock);
    return ok(
      await unpublishAnnouncement(db, {
        merchantId,
        offered,
        by: operator,
        now,
        key: request.params.key,
      }),
    );
  };

const operatorSiteSettings =
  ({ db }: HandlerDeps): Handler<'operatorSiteSettings'> =>
  async (request) =>
    ok(await siteSettings(db, requireOperator(request).merchantId));

const operatorUpdateSiteSettings =
  ({ db, clock }: HandlerDeps): Handler<'operatorUpdateSiteSettings'> =>
  async (request) => {
    const by = requireOperator(request);
    return ok(
      await updateSiteSettings(db, {
        merchantId: by.merchantId,
        patch: request.body,
        by,
        now: clock(),
      }),
    );
  };

const operatorReferralRule =
  ({ db }: HandlerDeps): Handler<'operatorReferralRule'> =>
  async (request) =>
    ok(await referralRuleSettings(db, requireOperator(request).merchantId));

const operatorSetReferralRule =
  ({ db, clock }: HandlerDeps): Handler<'operatorSetReferralRule'> =>
  async (request) => {
    const by = requireOperator(request);
    return ok(
      await setReferralRule(db, {
        merchantId: by.merchantId,
        rule: request.body,
        by,
        now: clock(),
      }),
    );
  };

const operatorRebateSettings =
  ({ db }: HandlerDeps): Handler<'operatorRebateSettings'> =>
  async (request) =>
    ok(await rebateSettings(db, requireOperator(request).merchantId));

const operatorSetRebateSettings =
  ({ db, clock }: HandlerDeps): Handler<'operatorSetRebateSettings'> =>
  async (request) => {
    const by = requireOperator(request);
    return ok(
      await setRebateSettings(db, {
        merchantId: by.merchantId,
        settings: request.body,
        by,
        now: clock(),
      }),
    );
  };

const operatorRegisterRules =
  ({ db }: HandlerDeps): Handler<'operatorRegisterRules'> =>
  async (request) =>
    ok(await registerRules(db, requireOperator(request).merchantId));

const operatorSetRegisterRules =
  ({ db, clock }: HandlerDeps): Handler<'operatorSetRegisterRules'> =>
  async (request) => {
    const by = requireOperator(request);
    return ok(
      await setRegisterRules(db, {
        merchantId: by.merchantId,
        rules: request.body,
        by,
        now: clock(),
      }),
    );
  };

const operatorPaymentSettings =
  ({ db }: HandlerDeps): Handler<'operatorPaymentSettings'> =>
  async (request) =>
    ok(await paymentSettings(db, requireOperator(request).merchantId));

const operatorSetPaymentSettings =
  ({ db, clock }: HandlerDeps): Handler<'operatorSetPaymentSettings'> =>
  async (request) => {
    const by = requireOperator(request);
    return ok(
      await setPaymentSettings(db, {
        merchantId: by.merchantId,
        settings: request.body,
        by,
        now: clock(),
      }),
    );
  };

const operatorVipLevels =
  ({ db }: HandlerDeps): Handler<'operatorVipLevels'> =>
  async (request) =>
    ok(await vipLevelSettings(db, requireOperator(request).merchantId));

const operatorSetVipLevels =
  ({ db, clock }: HandlerDeps): Handler<'operatorSetVipLevels'> =>
  async (request) => {
    const by = requireOperator(request);
    return ok(
      await setVipLevels(db, {
        merchantId: by.merchantId,
        levels: request.body,
        by,
        now: clock(),
      }),
    );
  };

const operatorListPages =
  ({ db, clock }: HandlerDeps): Handler<'operatorListPages'> =>
  async (request) => {
    const { merchantId, offered } = scope(request, clock);
    return ok(await listOperatorPages(db, { merchantId, offered }));
  };

const operatorUpdatePage =
  ({ db, clock }: HandlerDeps): Handler<'operatorUpdatePage'> =>
  async (request) => {
    const { operator, merchantId, offered, now } = scope(request, clock);
    return ok(
      await updatePage(db, {
        merchantId,
        offered,
        by: operator,
        now,
        key: request.params.key,
        input: request.body,
      }),
    );
  };

const operatorListHelpArticles =
  ({ db, clock }: HandlerDeps): Handler<'operatorListHelpArticles'> =>
  async (request) => {
    const { merchantId, offered } = scope(request, clock);
    return ok(await listHelpArticles(db, { merchantId, offered }));
  };

const operatorCreateHelpArticle =
  ({ db, clock }: HandlerDeps): Handler<'operatorCreateHelpArticle'> =>
  async (request) => {
    const { operator, merchantId, offered, now } = scope(request, clock);
    return ok(
      await createHelpArticle(db, { merchantId, offered, by: operator, now, input: request.body }),
    );
  };

const operatorUpdateHelpArticle =
  ({ db, clock }: HandlerDeps): Handler<'operatorUpdateHelpArticle'> =>
  async (request) => {
    const { operator, merchantId, offered, now } = scope(request, clock);
    return ok(
      await updateHelpArticle(db, {
        merchantId,
        offered,
        by: operator,
        now,
        key: request.params.key,
        input: request.body,
      }),
    );
  };

const operatorPublishHelpArticle =
  ({ db, clock }: HandlerDeps): Handler<'operatorPublishHelpArticle'> =>
  async (request) => {
    const { operator, merchantId, offered, now } = scope(request, clock);
    return ok(
      await publishHelpArticle(db, {
        merchantId,
        offered,
        by: operator,
        now,
        key: request.params.key,
        published: request.body.published,
      }),
    );
  };

const operatorMoveHelpArticle =
  ({ db, clock }: HandlerDeps): Handler<'operatorMoveHelpArticle'> =>
  async (request) => {
    const { operator, merchantId, offered, now } = scope(request, clock);
    return ok(
      await moveHelpArticle(db, {
        merchantId,
        offered,
        by: operator,
        now,
        key: request.params.key,
        direction: request.body.direction,
      }),
    );
  };

export const contentHandlers = (deps: HandlerDeps) => ({
  operatorListAnnouncements: operatorListAnnouncements(deps),
  operatorGetAnnouncement: operatorGetAnnouncement(deps),
  operatorCreateAnnouncement: operatorCreateAnnouncement(deps),
  operatorUpdateAnnouncement: operatorUpdateAnnouncement(deps),
  operatorUnpublishAnnouncement: operatorUnpublishAnnouncement(deps),
  operatorSiteSettings: operatorSiteSettings(deps),
  operatorUpdateSiteSettings: operatorUpdateSiteSettings(deps),
  operatorReferralRule: operatorReferralRule(deps),
  operatorSetReferralRule: operatorSetReferralRule(deps),
  operatorRebateSettings: operatorRebateSettings(deps),
  operatorSetRebateSettings: operatorSetRebateSettings(deps),
  operatorRegisterRules: operatorRegisterRules(deps),
  operatorSetRegisterRules: operatorSetRegisterRules(deps),
  operatorPaymentSettings: operatorPaymentSettings(deps),
  operatorSetPaymentSettings: operatorSetPaymentSettings(deps),
  operatorVipLevels: operatorVipLevels(deps),
  operatorSetVipLevels: operatorSetVipLevels(deps),
  operatorListPages: operatorListPages(deps),
  operatorUpdatePage: operatorUpdatePage(deps),
  operatorListHelpArticles: operatorListHelpArticles(deps),
  operatorCreateHelpArticle: operatorCreateHelpArticle(deps),
  operatorUpdateHelpArticle: operatorUpdateHelpArticle(deps),
  operatorPublishHelpArticle: operatorPublishHelpArticle(deps),
  operatorMoveHelpArticle: operatorMoveHelpArticle(deps),
});
