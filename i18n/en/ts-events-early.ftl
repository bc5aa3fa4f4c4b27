# Twilight Struggle: questions, answers and log lines of the Early War events (#1-#35, #103-#106).

## Why an event cannot happen
ts-why-blocked-by = { $card } is in effect and prevents this event.
ts-why-nato-needs = NATO needs Marshall Plan or Warsaw Pact Formed to have been played as an event first.
ts-why-civil-war-event = The Chinese Civil War goes on: { $card } cannot be played as an event until the USSR wins it.
ts-why-defectors-us-round = Defectors has no event in a US action round: the US uses it in the headline to cancel the USSR headline; the US gains 1 VP when the USSR plays it for operations.
ts-why-cambridge-late-war = The Cambridge Five cannot be played as an event in the Late War.

## Shared lines
ts-log-event-no-effect = { $card }: nothing for the event to act on — no effect.
ts-log-discarded-random = { $power } discards { $card }, drawn at random from its hand.

## #10 Blockade
ts-q-blockade-0 = { $card }: discard a card worth 3 or more operations, or lose all US influence in West Germany?
ts-pick-give-up-west-germany = Keep my cards: remove all US influence from West Germany
ts-log-blockade-no-card = { $card }: the US has no card worth 3 operations to discard.
ts-log-blockade-refused = { $card }: the US keeps its cards and gives up West Germany.

## #19 Truman Doctrine
ts-q-truman-doctrine-0 = { $card }: remove all USSR influence from which uncontrolled European country?

## #20 Olympic Games
ts-q-olympic-games-0 = { $card }: your rival sponsors the games. Take part (both roll a die, the sponsor adds 2, the higher roll gains 2 VP) or boycott (DEFCON −1, then the sponsor gets a 4-ops operation)?
ts-pick-participate = Take part in the games
ts-pick-boycott = Boycott (DEFCON −1, the sponsor gets 4 ops)
ts-log-olympic-boycott = { $card }: { $power } boycotts the games.
ts-log-olympic-rolls = { $card }: { $sponsor } (sponsor) rolls { $sponsor_roll } + 2 = { $sponsor_total }, { $guest } rolls { $guest_roll }.

## #22 Independent Reds
ts-q-independent-reds-0 = { $card }: in which country does the US match the USSR's influence?

## #24 Indo-Pakistani War
ts-q-indo-pakistani-war-0 = { $card }: which country do you invade?

## #104 The Cambridge Five
ts-log-cambridge-shown = { $card }: the US shows the scoring cards in its hand to the USSR.
ts-log-cambridge-intro = { $card } — the US scoring cards
ts-log-cambridge-none = { $card }: the US holds no scoring card.
ts-q-the-cambridge-five-0 = { $card }: add 1 USSR influence to a country of a region named on the US scoring cards (or `done`)?

## #105 Special Relationship
ts-q-special-relationship-0 = { $card } (NATO in effect): add 2 US influence to which Western European country? (The US also gains 2 VP.)
ts-q-special-relationship-1 = { $card }: add 1 US influence to which country next to the UK?

## #106 NORAD
ts-q-norad-0 = { $card }: DEFCON moved to 2 and the US controls Canada. Add 1 US influence to which country that already has US influence?
