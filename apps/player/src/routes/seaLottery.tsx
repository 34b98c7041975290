import { createFileRoute } from '@tanstack/react-router';
import { lotteryRoute } from './-screen-routes';

export const Route = createFileRoute('/seaLottery')(lotteryRoute('seaLottery'));
