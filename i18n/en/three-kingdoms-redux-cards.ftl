# Three Kingdoms Redux: names of the generals, state enhancements and border locations, and our own
# one-sentence texts of their abilities (not the publisher's wording). Keys follow the ids in
# data/three-kingdoms-redux/*.tsv.


## Generals: Wei

tkr-general-cao-cao = Cao Cao
tkr-general-cao-cao-text = Wins every bidding tie on a space where he bids.
tkr-general-cao-cao-short = wins every bidding tie where he bids
tkr-general-jia-xu = Jia Xu
tkr-general-jia-xu-text = At the end of even rounds, tribal favor does not fall even without the tribal favor action.
tkr-general-jia-xu-short = even rounds: favour does not fall
tkr-general-xun-you = Xun You
tkr-general-xun-you-text = After Control Han Emperor with him, gain 1 gold.
tkr-general-xun-you-short = after Control Han Emperor: +1 gold
tkr-general-cao-hong = Cao Hong
tkr-general-cao-hong-text = When recruited, gain 3 gold.
tkr-general-cao-hong-short = when recruited: +3 gold
tkr-general-cao-ren = Cao Ren
tkr-general-cao-ren-text = Pay 1 less rice in upkeep.
tkr-general-cao-ren-short = upkeep: 1 less rice
tkr-general-xiahou-dun = Xiahou Dun
tkr-general-xiahou-dun-text = Counts 1 more in battle bids.
tkr-general-xiahou-dun-short = +1 in battle bids
tkr-general-xu-chu = Xu Chu
tkr-general-xu-huang = Xu Huang
tkr-general-xu-huang-text = At game end, 2 VP if his kingdom occupies 3 or more border locations.
tkr-general-xu-huang-short = game end: 2 VP with 3+ border locations
tkr-general-dian-wei = Dian Wei
tkr-general-dian-wei-text = After Train Armies with him, train 1 more army.
tkr-general-dian-wei-short = after Train Armies: train 1 more
tkr-general-xiahou-yuan = Xiahou Yuan
tkr-general-xiahou-yuan-text = After Produce Spear/Horse with him, gain 1 more horse.
tkr-general-xiahou-yuan-short = after Produce Spear/Horse: +1 horse
tkr-general-zhang-liao = Zhang Liao
tkr-general-zhang-liao-text = After a battle with him, gain 1 popular support.
tkr-general-zhang-liao-short = after a battle: +1 popular support
tkr-general-sima-yi = Sima Yi
tkr-general-sima-yi-text = From round 6 his administration is 5 and his combat 4.
tkr-general-sima-yi-short = from round 6: adm 5, cmb 4
tkr-general-guo-jia = Guo Jia
tkr-general-guo-jia-text = Bids 1 more on Hire Instructor / Import Technology.
tkr-general-guo-jia-short = +1 bid on Instructor / Technology
tkr-general-xun-yu = Xun Yu
tkr-general-xun-yu-text = State enhancements cost 1 less gold to build.
tkr-general-xun-yu-short = enhancements cost 1 less gold
tkr-general-cao-pi = Cao Pi
tkr-general-cao-pi-text = At round end, gain 1 gold if his kingdom holds Grand Commandant or a higher office.
tkr-general-cao-pi-short = round end: +1 gold at Grand Commandant+
tkr-general-zhang-he = Zhang He
tkr-general-yu-jin = Yu Jin
tkr-general-pang-de = Pang De
tkr-general-pang-de-text = When recruited, gain 2 horses.
tkr-general-pang-de-short = when recruited: +2 horses
tkr-general-man-chong = Man Chong
tkr-general-man-chong-text = Pay 1 less gold in upkeep.
tkr-general-man-chong-short = upkeep: 1 less gold
tkr-general-cheng-yu = Cheng Yu
tkr-general-cheng-yu-text = At round end, gain 1 rice if the farm level is 3 or more.
tkr-general-cheng-yu-short = round end: +1 rice at farm level 3+
tkr-general-li-dian = Li Dian
tkr-general-li-dian-text = When recruited, gain 2 untrained armies.
tkr-general-li-dian-short = when recruited: +2 untrained armies
tkr-general-yue-jin = Yue Jin
tkr-general-yue-jin-text = Bids 1 more on battle actions, shown with a bid token.
tkr-general-yue-jin-short = +1 bid token on battle actions
tkr-general-deng-ai = Deng Ai
tkr-general-deng-ai-text = After Develop Farm / Harvest with him, gain 1 rice.
tkr-general-deng-ai-short = after Develop Farm / Harvest: +1 rice

## Generals: Wu

tkr-general-sun-jian = Sun Jian
tkr-general-sun-jian-text = Bids 1 more on Control Han Emperor.
tkr-general-sun-jian-short = +1 bid on Control Han Emperor
tkr-general-lu-fan = Lü Fan
tkr-general-lu-fan-text = Pay 1 less gold in upkeep.
tkr-general-lu-fan-short = upkeep: 1 less gold
tkr-general-gan-ning = Gan Ning
tkr-general-gan-ning-text = After a battle with him, gain 1 gold and 1 rice.
tkr-general-gan-ning-short = after a battle: +1 gold, +1 rice
tkr-general-ling-cao = Ling Cao
tkr-general-zhou-yu = Zhou Yu
tkr-general-zhou-yu-text = Counts 1 more in battle bids.
tkr-general-zhou-yu-short = +1 in battle bids
tkr-general-sun-ce = Sun Ce
tkr-general-sun-ce-text = After Recruit Armies with him, one of the recruited armies arrives trained.
tkr-general-sun-ce-short = after Recruit Armies: 1 arrives trained
tkr-general-zhang-zhao = Zhang Zhao
tkr-general-zhang-zhao-text = After Develop Market / Collect Tax with him, gain 1 more gold.
tkr-general-zhang-zhao-short = after Develop Market / Tax: +1 gold
tkr-general-lu-meng = Lü Meng
tkr-general-lu-meng-text = After Win Popular Support with him, gain 1 untrained army or 1 weapon; from round 4 his administration is 4.
tkr-general-lu-meng-short = after Support: army or weapon; round 4+: adm 4
tkr-general-sun-quan = Sun Quan
tkr-general-sun-quan-text = From round 5 his administration is 5.
tkr-general-sun-quan-short = from round 5: adm 5
tkr-general-lu-xun = Lu Xun
tkr-general-lu-xun-text = Bids 1 more on battle actions, shown with a bid token.
tkr-general-lu-xun-short = +1 bid token on battle actions
tkr-general-huang-gai = Huang Gai
tkr-general-huang-gai-text = After Produce Crossbow/Boat with him, gain 1 more boat.
tkr-general-huang-gai-short = after Produce Crossbow/Boat: +1 boat
tkr-general-taishi-ci = Taishi Ci
tkr-general-zhou-tai = Zhou Tai
tkr-general-zhou-tai-text = Pay 1 less rice in upkeep.
tkr-general-zhou-tai-short = upkeep: 1 less rice
tkr-general-lu-su = Lu Su
tkr-general-lu-su-text = After Develop Farm / Harvest with him, gain 1 rice.
tkr-general-lu-su-short = after Develop Farm / Harvest: +1 rice
tkr-general-zhuge-jin = Zhuge Jin
tkr-general-zhuge-jin-text = After Trade Rice / Trade Weapons with him, gain 1 gold.
tkr-general-zhuge-jin-short = after Trade: +1 gold
tkr-general-cheng-pu = Cheng Pu
tkr-general-cheng-pu-text = At round end, train 1 untrained army.
tkr-general-cheng-pu-short = round end: train 1 army
tkr-general-han-dang = Han Dang
tkr-general-ding-feng = Ding Feng
tkr-general-ding-feng-text = From round 7 his combat is 5.
tkr-general-ding-feng-short = from round 7: cmb 5
tkr-general-jiang-qin = Jiang Qin
tkr-general-jiang-qin-text = When recruited, gain 1 untrained army.
tkr-general-jiang-qin-short = when recruited: +1 untrained army
tkr-general-ling-tong = Ling Tong
tkr-general-xu-sheng = Xu Sheng
tkr-general-xu-sheng-text = At game end, 1 VP for each navy unit occupying a border location, at most 3.
tkr-general-xu-sheng-short = game end: 1 VP per navy on borders, max 3
tkr-general-gu-yong = Gu Yong
tkr-general-gu-yong-text = State enhancements cost 1 less rice to build.
tkr-general-gu-yong-short = enhancements cost 1 less rice
tkr-general-kan-ze = Kan Ze
tkr-general-kan-ze-text = Bids 1 more on Construct State Enhancement.
tkr-general-kan-ze-short = +1 bid on Construct State Enhancement

## Generals: Shu

tkr-general-liu-bei = Liu Bei
tkr-general-liu-bei-text = Bids 1 more on Win Popular Support.
tkr-general-liu-bei-short = +1 bid on Win Popular Support
tkr-general-wei-yan = Wei Yan
tkr-general-wei-yan-text = After Demand Tribute with him, gain 1 untrained army and 1 weapon per border location his kingdom occupies (at most 2 weapons).
tkr-general-wei-yan-short = after Tribute: army + 1 weapon/border, max 2
tkr-general-jiang-wei = Jiang Wei
tkr-general-jiang-wei-text = After a battle with him, gain 1 crossbow.
tkr-general-jiang-wei-short = after a battle: +1 crossbow
tkr-general-jiang-wan = Jiang Wan
tkr-general-jiang-wan-text = Pay 1 less rice in upkeep.
tkr-general-jiang-wan-short = upkeep: 1 less rice
tkr-general-zhou-cang = Zhou Cang
tkr-general-zhao-yun = Zhao Yun
tkr-general-zhao-yun-text = Counts 1 more in battle bids.
tkr-general-zhao-yun-short = +1 in battle bids
tkr-general-zhang-fei = Zhang Fei
tkr-general-zhang-fei-text = Bids 1 more on battle actions, shown with a bid token.
tkr-general-zhang-fei-short = +1 bid token on battle actions
tkr-general-ma-chao = Ma Chao
tkr-general-ma-chao-text = When recruited, 4 horses go on his card; from the next round, at each round end, take 1 of them if his kingdom has 2 or more horses.
tkr-general-ma-chao-short = 4 horses on his card, 1 per round end
tkr-general-guan-yu = Guan Yu
tkr-general-guan-yu-text = At round end, gain 1 popular support if his kingdom occupies 2 or more border locations.
tkr-general-guan-yu-short = round end: +1 support with 2+ borders
tkr-general-zhuge-liang = Zhuge Liang
tkr-general-zhuge-liang-text = At round end, gain 1 gold or 1 rice.
tkr-general-zhuge-liang-short = round end: +1 gold or +1 rice
tkr-general-huang-zhong = Huang Zhong
tkr-general-huang-zhong-text = At game end, 1 VP for each archer unit occupying a border location, at most 3.
tkr-general-huang-zhong-short = game end: 1 VP per archer on borders, max 3
tkr-general-pang-tong = Pang Tong
tkr-general-pang-tong-text = After Hire Instructor / Import Technology with him, gain 1 gold.
tkr-general-pang-tong-short = after Instructor / Technology: +1 gold
tkr-general-fa-zheng = Fa Zheng
tkr-general-fa-zheng-text = Bids 1 more on actions judged by combat.
tkr-general-fa-zheng-short = +1 bid on actions judged by combat
tkr-general-ma-dai = Ma Dai
tkr-general-ma-dai-text = When recruited, gain 1 horse.
tkr-general-ma-dai-short = when recruited: +1 horse
tkr-general-wang-ping = Wang Ping
tkr-general-wang-ping-text = Pay 1 less gold in upkeep.
tkr-general-wang-ping-short = upkeep: 1 less gold
tkr-general-liao-hua = Liao Hua
tkr-general-liao-hua-text = From round 8 his combat is 4.
tkr-general-liao-hua-short = from round 8: cmb 4
tkr-general-fei-yi = Fei Yi
tkr-general-fei-yi-text = At round end, gain 1 gold if the market level is 3 or more.
tkr-general-fei-yi-short = round end: +1 gold at market level 3+
tkr-general-dong-yun = Dong Yun
tkr-general-dong-yun-text = State enhancements cost 1 less gold to build.
tkr-general-dong-yun-short = enhancements cost 1 less gold
tkr-general-mi-zhu = Mi Zhu
tkr-general-mi-zhu-text = When recruited, gain 2 gold and 2 rice.
tkr-general-mi-zhu-short = when recruited: +2 gold, +2 rice
tkr-general-guan-ping = Guan Ping
tkr-general-ma-liang = Ma Liang
tkr-general-ma-liang-text = After the tribal favor action with him, raise tribal favor by 1 more.
tkr-general-ma-liang-short = after the tribal favour action: +1 favour
tkr-general-jian-yong = Jian Yong
tkr-general-yan-yan = Yan Yan
tkr-general-yan-yan-text = At round end, gain 1 rice if his kingdom occupies a border location.
tkr-general-yan-yan-short = round end: +1 rice while holding a border

## State enhancements: Unification

tkr-se-imperial-palace = Imperial Palace
tkr-se-imperial-palace-text = After Demand Tribute, gain 1 gold and 1 rice.
tkr-se-imperial-palace-short = after Demand Tribute: +1 gold, +1 rice
tkr-se-garrison = Garrison
tkr-se-garrison-text = After Win Popular Support, train 1 untrained army.
tkr-se-garrison-short = after Win Popular Support: train 1 army
tkr-se-battering-ram = Battering Ram
tkr-se-battering-ram-text = Your bids on battle actions count 1 more.
tkr-se-battering-ram-short = +1 on your battle bids
tkr-se-watchtower = Watchtower
tkr-se-watchtower-text = Pay 1 less gold in upkeep.
tkr-se-watchtower-short = upkeep: 1 less gold
tkr-se-barter-post = Barter Post
tkr-se-barter-post-text = At round end, if you did not trade this round, you may once swap 1 weapon for 2 rice or 2 rice for 1 weapon.
tkr-se-barter-post-short = round end, no trade: 1 weapon ↔ 2 rice
tkr-se-military-colonies = Military Colonies
tkr-se-military-colonies-text = After Develop Farm / Harvest, gain 1 rice.
tkr-se-military-colonies-short = after Develop Farm / Harvest: +1 rice
tkr-se-supply-depot = Supply Depot
tkr-se-supply-depot-text = Pay 1 less rice in upkeep.
tkr-se-supply-depot-short = upkeep: 1 less rice
tkr-se-mint = Mint
tkr-se-mint-text = After Develop Market / Collect Tax, gain 1 gold.
tkr-se-mint-short = after Develop Market / Tax: +1 gold
tkr-se-grand-canal = Grand Canal
tkr-se-grand-canal-text = After Trade Rice / Trade Weapons, gain 1 gold or 1 rice.
tkr-se-grand-canal-short = after Trade: +1 gold or +1 rice
tkr-se-artisans-guild = Artisans' Guild
tkr-se-artisans-guild-text = Later state enhancements cost 1 less gold to build.
tkr-se-artisans-guild-short = later enhancements cost 1 less gold
tkr-se-armoury = Armoury
tkr-se-armoury-text = After Produce Spear/Horse, gain 1 more spear.
tkr-se-armoury-short = after Produce Spear/Horse: +1 spear
tkr-se-stables = Stables
tkr-se-stables-text = After Produce Spear/Horse, gain 1 more horse.
tkr-se-stables-short = after Produce Spear/Horse: +1 horse
tkr-se-shipyard = Shipyard
tkr-se-shipyard-text = After Produce Crossbow/Boat, gain 1 more boat.
tkr-se-shipyard-short = after Produce Crossbow/Boat: +1 boat
tkr-se-drill-ground = Drill Ground
tkr-se-drill-ground-text = After Train Armies, train 1 more army.
tkr-se-drill-ground-short = after Train Armies: train 1 more
tkr-se-military-academy = Military Academy
tkr-se-military-academy-text = At round end, train 1 untrained army.
tkr-se-military-academy-short = round end: train 1 army
tkr-se-conscription-office = Conscription Office
tkr-se-conscription-office-text = After Recruit Armies, gain 1 more untrained army.
tkr-se-conscription-office-short = after Recruit Armies: +1 army
tkr-se-beacon-towers = Beacon Towers
tkr-se-beacon-towers-text = At round end, gain 1 popular support if you occupy 3 or more border locations.
tkr-se-beacon-towers-short = round end: +1 support with 3+ borders
tkr-se-envoy-hall = Envoy Hall
tkr-se-envoy-hall-text = After the tribal favor action, raise tribal favor by 1 more.
tkr-se-envoy-hall-short = after the tribal favour action: +1 favour
tkr-se-public-granary = Public Granary
tkr-se-public-granary-text = At round end, gain 1 rice.
tkr-se-public-granary-short = round end: +1 rice
tkr-se-merchant-quarter = Merchant Quarter
tkr-se-merchant-quarter-text = At round end, gain 1 gold if the market level is 3 or more.
tkr-se-merchant-quarter-short = round end: +1 gold at market level 3+
tkr-se-ancestral-temple = Ancestral Temple
tkr-se-ancestral-temple-text = After Control Han Emperor, gain 1 popular support.
tkr-se-ancestral-temple-short = after Control Han Emperor: +1 support

## State enhancements: Separation

tkr-se-irrigation = Irrigation
tkr-se-irrigation-text = At game end, 3 VP if all 5 farms are developed.
tkr-se-irrigation-short = game end: 3 VP with all 5 farms
tkr-se-horse-armour = Horse Armour
tkr-se-horse-armour-text = At game end, 1 VP for each cavalry unit occupying a border location, at most 4.
tkr-se-horse-armour-short = game end: 1 VP per cavalry on borders, max 4
tkr-se-mobile-siege-tower = Mobile Siege Tower
tkr-se-mobile-siege-tower-text = At game end, 2 VP if you occupy 2 or more border locations (stand-in for draining the rivals' military points).
tkr-se-mobile-siege-tower-short = game end: 2 VP with 2+ border locations
tkr-se-lamellar-armour = Lamellar Armour
tkr-se-lamellar-armour-text = At game end, 1 VP for each infantry unit occupying a border location, at most 4.
tkr-se-lamellar-armour-short = game end: 1 VP per infantry on borders, max 4
tkr-se-repeating-crossbow = Repeating Crossbow
tkr-se-repeating-crossbow-text = At game end, 1 VP for each archer unit occupying a border location, at most 4.
tkr-se-repeating-crossbow-short = game end: 1 VP per archer on borders, max 4
tkr-se-tower-ships = Tower Ships
tkr-se-tower-ships-text = At game end, 1 VP for each navy unit occupying a border location, at most 4.
tkr-se-tower-ships-short = game end: 1 VP per navy on borders, max 4
tkr-se-treasure-vault = Treasure Vault
tkr-se-treasure-vault-text = At game end, 1 VP for each market token in the treasury, at most 4.
tkr-se-treasure-vault-short = game end: 1 VP per treasury token, max 4
tkr-se-great-granary = Great Granary
tkr-se-great-granary-text = At game end, 1 VP for each farm token in the granary, at most 4.
tkr-se-great-granary-short = game end: 1 VP per granary token, max 4
tkr-se-silk-road = Silk Road
tkr-se-silk-road-text = At game end, 3 VP if all 5 markets are developed.
tkr-se-silk-road-short = game end: 3 VP with all 5 markets
tkr-se-field-survey = Field Survey
tkr-se-field-survey-text = At game end, 2 VP if 3 or more farms are developed.
tkr-se-field-survey-short = game end: 2 VP with 3+ farms
tkr-se-toll-gates = Toll Gates
tkr-se-toll-gates-text = At game end, 2 VP if 3 or more markets are developed.
tkr-se-toll-gates-short = game end: 2 VP with 3+ markets
tkr-se-frontier-forts = Frontier Forts
tkr-se-frontier-forts-text = At game end, 1 VP for each border location you occupy, at most 4.
tkr-se-frontier-forts-short = game end: 1 VP per border location, max 4
tkr-se-victory-stele = Victory Stele
tkr-se-victory-stele-text = At game end, 3 more VP if you occupy 4 or more border locations.
tkr-se-victory-stele-short = game end: +3 VP with 4+ border locations
tkr-se-benevolent-rule = Benevolent Rule
tkr-se-benevolent-rule-text = At game end, 1 VP for each popular support token you hold, at most 3.
tkr-se-benevolent-rule-short = game end: 1 VP per support token, max 3
tkr-se-tribal-alliance = Tribal Alliance
tkr-se-tribal-alliance-text = At game end, 3 VP if tribal favor is 10 or more.
tkr-se-tribal-alliance-short = game end: 3 VP at tribal favour 10+
tkr-se-imperial-seal = Imperial Seal
tkr-se-imperial-seal-text = At game end, 3 more VP if you hold Chancellor or a higher office.
tkr-se-imperial-seal-short = game end: +3 VP at Chancellor or higher
tkr-se-standing-army = Standing Army
tkr-se-standing-army-text = At game end, 2 VP if you have 5 or more units.
tkr-se-standing-army-short = game end: 2 VP with 5+ units
tkr-se-hall-of-heroes = Hall of Heroes
tkr-se-hall-of-heroes-text = At game end, 2 VP if you have 8 or more generals.
tkr-se-hall-of-heroes-short = game end: 2 VP with 8+ generals
tkr-se-imperial-library = Imperial Library
tkr-se-imperial-library-text = At game end, 1 VP for each state enhancement you have built, at most 4.
tkr-se-imperial-library-short = game end: 1 VP per enhancement built, max 4
tkr-se-city-walls = City Walls
tkr-se-bronze-sparrow-terrace = Bronze Sparrow Terrace

## Border locations

# Shu–Wei
tkr-border-qishan = Qishan
tkr-border-huarongdao = Huarongdao
tkr-border-fancheng = Fancheng
tkr-border-hanzhong = Hanzhong
tkr-border-jieting = Jieting
# Shu–Wu
tkr-border-xiaoting = Xiaoting
tkr-border-baidicheng = Baidicheng
tkr-border-yidao = Yidao
tkr-border-gongan = Gong'an
tkr-border-jiangling = Jiangling
# Wei–Wu
tkr-border-chibi = Chibi (Red Cliffs)
tkr-border-guangling = Guangling
tkr-border-hefei = Hefei
tkr-border-ruxu = Ruxu
tkr-border-shouchun = Shouchun

## Card lookup (/card)
tkr-card-general-facts = General of { $kingdom ->
    [wei] Wei
    [wu] Wu
   *[shu] Shu
} · administration { $adm } · combat { $cmb } · leadership { $ldr }
tkr-card-se-facts = { $deck ->
    [unification] Unification
   *[separation] Separation
} state enhancement · costs { $gold } gold{ $rice ->
    [0] {""}
   *[other] , { $rice } rice
}{ $armies ->
    [0] {""}
   *[other] , { $armies } { $armies ->
        [one] army
       *[other] armies
    }
} · { $vp } VP
tkr-card-no-ability = No special ability.

## A card named in an option or a question: its short text, an enhancement's cost (a reduced one shown as reduced)
tkr-card-with-short = { $what } · { $short }
tkr-card-cost-gold = { $n } gold
tkr-card-cost-gold-reduced = { $was }→{ $n } gold
tkr-card-cost-rice = { $n } rice
tkr-card-cost-rice-reduced = { $was }→{ $n } rice
tkr-card-cost-armies = { $n } { $n ->
    [one] army
   *[other] armies
}
tkr-card-cost-free = free
tkr-card-enhancement = { $card } ({ $cost }{ $vp ->
    [0] {""}
   *[other] ; { $vp } VP
})
