// One move of the pipeline bench: a random deal into a random open stage, below a random deal
// (one in two at the top). A file of its own because autocannon's worker threads `require` it.
const OPEN_STAGES = ['new', 'qualified', 'quoted', 'negotiation', 'verbal_yes'];
const firstId = Number(process.env.BENCH_FIRST_DEAL_ID);
const deals = Number(process.env.BENCH_DEALS);
const randomDeal = () => firstId + Math.floor(Math.random() * deals);

module.exports = (request) => ({
  ...request,
  path: `/api/v2/mx/opportunities/${randomDeal()}/move`,
  body: JSON.stringify({
    stage: OPEN_STAGES[Math.floor(Math.random() * OPEN_STAGES.length)],
    after_id: Math.random() < 0.5 ? null : randomDeal(),
  }),
});
