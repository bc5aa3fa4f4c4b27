# 삼국지 리덕스: 장군, 국가 발전, 국경 지대의 이름과 능력에 대한 자체 요약 문장(출판사 문구가 아님).
# 키는 data/three-kingdoms-redux/*.tsv의 id를 따릅니다.


## 장군: 위

tkr-general-cao-cao = 조조
tkr-general-cao-cao-text = 이 장군이 입찰한 액션에서 동률이 되면 언제나 입찰에서 승리합니다.
tkr-general-cao-cao-short = 입찰한 액션의 동률에서 언제나 승리
tkr-general-jia-xu = 가후
tkr-general-jia-xu-text = 짝수 라운드의 끝에는 부족 우호도 액션을 하지 않았어도 부족 우호도가 내려가지 않습니다.
tkr-general-jia-xu-short = 짝수 라운드의 끝에 부족 우호도 유지
tkr-general-xun-you = 순유
tkr-general-xun-you-text = 이 장군으로 한나라 황제 조종 액션을 수행한 후 금 1개를 받습니다.
tkr-general-xun-you-short = 한나라 황제 조종 후 금 1개
tkr-general-cao-hong = 조홍
tkr-general-cao-hong-text = 등용될 때 금 3개를 받습니다.
tkr-general-cao-hong-short = 등용될 때 금 3개
tkr-general-cao-ren = 조인
tkr-general-cao-ren-text = 유지비를 낼 때 쌀을 1개 덜 냅니다.
tkr-general-cao-ren-short = 유지비 쌀 1개 덜 냄
tkr-general-xiahou-dun = 하후돈
tkr-general-xiahou-dun-text = 전투 액션 입찰에서 입찰값이 1 더 높습니다.
tkr-general-xiahou-dun-short = 전투 액션 입찰값 +1
tkr-general-xu-chu = 허저
tkr-general-xu-huang = 서황
tkr-general-xu-huang-text = 게임이 끝났을 때 국경 지대를 3곳 이상 점령하고 있으면 승점 2점을 얻습니다.
tkr-general-xu-huang-short = 게임 종료 시 국경 지대 3곳 이상이면 승점 2점
tkr-general-dian-wei = 전위
tkr-general-dian-wei-text = 이 장군으로 군대 훈련 액션을 수행한 후 군대 1개를 더 훈련합니다.
tkr-general-dian-wei-short = 군대 훈련 후 군대 1개 더 훈련
tkr-general-xiahou-yuan = 하후연
tkr-general-xiahou-yuan-text = 이 장군으로 창/말 생산 액션을 수행한 후 말 1개를 더 받습니다.
tkr-general-xiahou-yuan-short = 창/말 생산 후 말 1개 더
tkr-general-zhang-liao = 장료
tkr-general-zhang-liao-text = 이 장군으로 전투 액션을 수행한 후 지지도 토큰 1개를 받습니다.
tkr-general-zhang-liao-short = 전투 후 지지도 토큰 1개
tkr-general-sima-yi = 사마의
tkr-general-sima-yi-text = 6라운드부터 행정력이 5, 전투력이 4가 됩니다.
tkr-general-sima-yi-short = 6라운드부터 행정력 5, 전투력 4
tkr-general-guo-jia = 곽가
tkr-general-guo-jia-text = 교관 고용 그리고/혹은 기술 수입 액션에 입찰하면 입찰값이 1 더 높습니다.
tkr-general-guo-jia-short = 교관 고용/기술 수입 입찰값 +1
tkr-general-xun-yu = 순욱
tkr-general-xun-yu-text = 국가 발전을 건설할 때 금을 1개 덜 냅니다.
tkr-general-xun-yu-short = 국가 발전 건설 시 금 1개 덜 냄
tkr-general-cao-pi = 조비
tkr-general-cao-pi-text = 라운드의 끝에 관직이 태위 이상이면 금 1개를 받습니다.
tkr-general-cao-pi-short = 라운드의 끝에 관직이 태위 이상이면 금 1개
tkr-general-zhang-he = 장합
tkr-general-yu-jin = 우금
tkr-general-pang-de = 방덕
tkr-general-pang-de-text = 등용될 때 말 2개를 받습니다.
tkr-general-pang-de-short = 등용될 때 말 2개
tkr-general-man-chong = 만총
tkr-general-man-chong-text = 유지비를 낼 때 금을 1개 덜 냅니다.
tkr-general-man-chong-short = 유지비 금 1개 덜 냄
tkr-general-cheng-yu = 정욱
tkr-general-cheng-yu-text = 라운드의 끝에 개발한 농장이 3개 이상이면 쌀 1개를 받습니다.
tkr-general-cheng-yu-short = 라운드의 끝에 농장 3개 이상 개발이면 쌀 1개
tkr-general-li-dian = 이전
tkr-general-li-dian-text = 등용될 때 훈련되지 않은 군대 2개를 받습니다.
tkr-general-li-dian-short = 등용될 때 훈련되지 않은 군대 2개
tkr-general-yue-jin = 악진
tkr-general-yue-jin-text = 전투 액션에 입찰하면 입찰 토큰으로 입찰값을 1 올립니다.
tkr-general-yue-jin-short = 전투 액션 입찰 토큰 +1
tkr-general-deng-ai = 등애
tkr-general-deng-ai-text = 이 장군으로 농장 개발 혹은 수확 액션을 수행한 후 쌀 1개를 받습니다.
tkr-general-deng-ai-short = 농장 개발/수확 후 쌀 1개

## 장군: 오

tkr-general-sun-jian = 손견
tkr-general-sun-jian-text = 한나라 황제 조종 액션에 입찰하면 입찰값이 1 더 높습니다.
tkr-general-sun-jian-short = 한나라 황제 조종 입찰값 +1
tkr-general-lu-fan = 여범
tkr-general-lu-fan-text = 유지비를 낼 때 금을 1개 덜 냅니다.
tkr-general-lu-fan-short = 유지비 금 1개 덜 냄
tkr-general-gan-ning = 감녕
tkr-general-gan-ning-text = 이 장군으로 전투 액션을 수행한 후 금 1개와 쌀 1개를 받습니다.
tkr-general-gan-ning-short = 전투 후 금 1개와 쌀 1개
tkr-general-ling-cao = 능조
tkr-general-zhou-yu = 주유
tkr-general-zhou-yu-text = 전투 액션 입찰에서 입찰값이 1 더 높습니다.
tkr-general-zhou-yu-short = 전투 액션 입찰값 +1
tkr-general-sun-ce = 손책
tkr-general-sun-ce-text = 이 장군으로 군대 모집 액션을 수행하면 모집한 군대 중 1개가 훈련된 상태로 들어옵니다.
tkr-general-sun-ce-short = 군대 모집 후 1개는 훈련된 채로
tkr-general-zhang-zhao = 장소
tkr-general-zhang-zhao-text = 이 장군으로 시장 개발 혹은 세금 징수 액션을 수행한 후 금 1개를 더 받습니다.
tkr-general-zhang-zhao-short = 시장 개발/세금 징수 후 금 1개 더
tkr-general-lu-meng = 여몽
tkr-general-lu-meng-text = 이 장군으로 지지도 얻기 액션을 수행한 후 훈련되지 않은 군대 1개나 무기 1개를 받으며, 4라운드부터 행정력이 4가 됩니다.
tkr-general-lu-meng-short = 지지도 얻기 후 군대나 무기 1개, 4라운드부터 행정력 4
tkr-general-sun-quan = 손권
tkr-general-sun-quan-text = 5라운드부터 행정력이 5가 됩니다.
tkr-general-sun-quan-short = 5라운드부터 행정력 5
tkr-general-lu-xun = 육손
tkr-general-lu-xun-text = 전투 액션에 입찰하면 입찰 토큰으로 입찰값을 1 올립니다.
tkr-general-lu-xun-short = 전투 액션 입찰 토큰 +1
tkr-general-huang-gai = 황개
tkr-general-huang-gai-text = 이 장군으로 석궁/배 생산 액션을 수행한 후 배 1개를 더 받습니다.
tkr-general-huang-gai-short = 석궁/배 생산 후 배 1개 더
tkr-general-taishi-ci = 태사자
tkr-general-zhou-tai = 주태
tkr-general-zhou-tai-text = 유지비를 낼 때 쌀을 1개 덜 냅니다.
tkr-general-zhou-tai-short = 유지비 쌀 1개 덜 냄
tkr-general-lu-su = 노숙
tkr-general-lu-su-text = 이 장군으로 농장 개발 혹은 수확 액션을 수행한 후 쌀 1개를 받습니다.
tkr-general-lu-su-short = 농장 개발/수확 후 쌀 1개
tkr-general-zhuge-jin = 제갈근
tkr-general-zhuge-jin-text = 이 장군으로 쌀 거래 그리고/혹은 무기 거래 액션을 수행한 후 금 1개를 받습니다.
tkr-general-zhuge-jin-short = 쌀 거래/무기 거래 후 금 1개
tkr-general-cheng-pu = 정보
tkr-general-cheng-pu-text = 라운드의 끝에 훈련되지 않은 군대 1개를 훈련합니다.
tkr-general-cheng-pu-short = 라운드의 끝에 군대 1개 훈련
tkr-general-han-dang = 한당
tkr-general-ding-feng = 정봉
tkr-general-ding-feng-text = 7라운드부터 전투력이 5가 됩니다.
tkr-general-ding-feng-short = 7라운드부터 전투력 5
tkr-general-jiang-qin = 장흠
tkr-general-jiang-qin-text = 등용될 때 훈련되지 않은 군대 1개를 받습니다.
tkr-general-jiang-qin-short = 등용될 때 훈련되지 않은 군대 1개
tkr-general-ling-tong = 능통
tkr-general-xu-sheng = 서성
tkr-general-xu-sheng-text = 게임이 끝났을 때 국경 지대를 점령한 해군 부대 하나당 승점 1점을 얻습니다(최대 3점).
tkr-general-xu-sheng-short = 게임 종료 시 국경 지대의 해군 부대당 승점 1점(최대 3점)
tkr-general-gu-yong = 고옹
tkr-general-gu-yong-text = 국가 발전을 건설할 때 쌀을 1개 덜 냅니다.
tkr-general-gu-yong-short = 국가 발전 건설 시 쌀 1개 덜 냄
tkr-general-kan-ze = 감택
tkr-general-kan-ze-text = 국가 발전 건설 액션에 입찰하면 입찰값이 1 더 높습니다.
tkr-general-kan-ze-short = 국가 발전 건설 입찰값 +1

## 장군: 촉

tkr-general-liu-bei = 유비
tkr-general-liu-bei-text = 지지도 얻기 액션에 입찰하면 입찰값이 1 더 높습니다.
tkr-general-liu-bei-short = 지지도 얻기 입찰값 +1
tkr-general-wei-yan = 위연
tkr-general-wei-yan-text = 이 장군으로 공물 요구 액션을 수행한 후 훈련되지 않은 군대 1개와, 점령한 국경 지대 한 곳당 무기 1개(최대 2개)를 받습니다.
tkr-general-wei-yan-short = 공물 요구 후 군대 1개, 국경 지대당 무기 1개(최대 2개)
tkr-general-jiang-wei = 강유
tkr-general-jiang-wei-text = 이 장군으로 전투 액션을 수행한 후 석궁 1개를 받습니다.
tkr-general-jiang-wei-short = 전투 후 석궁 1개
tkr-general-jiang-wan = 장완
tkr-general-jiang-wan-text = 유지비를 낼 때 쌀을 1개 덜 냅니다.
tkr-general-jiang-wan-short = 유지비 쌀 1개 덜 냄
tkr-general-zhou-cang = 주창
tkr-general-zhao-yun = 조운
tkr-general-zhao-yun-text = 전투 액션 입찰에서 입찰값이 1 더 높습니다.
tkr-general-zhao-yun-short = 전투 액션 입찰값 +1
tkr-general-zhang-fei = 장비
tkr-general-zhang-fei-text = 전투 액션에 입찰하면 입찰 토큰으로 입찰값을 1 올립니다.
tkr-general-zhang-fei-short = 전투 액션 입찰 토큰 +1
tkr-general-ma-chao = 마초
tkr-general-ma-chao-text = 등용될 때 이 카드 위에 말 4개를 올려놓고, 다음 라운드부터 라운드의 끝에 말을 2개 이상 가지고 있으면 카드 위의 말 1개를 가져옵니다.
tkr-general-ma-chao-short = 말 4개를 카드 위에 두고 라운드의 끝마다 1개씩
tkr-general-guan-yu = 관우
tkr-general-guan-yu-text = 라운드의 끝에 국경 지대를 2곳 이상 점령하고 있으면 지지도 토큰 1개를 받습니다.
tkr-general-guan-yu-short = 라운드의 끝에 국경 지대 2곳 이상이면 지지도 토큰 1개
tkr-general-zhuge-liang = 제갈량
tkr-general-zhuge-liang-text = 라운드의 끝에 금 1개나 쌀 1개를 받습니다.
tkr-general-zhuge-liang-short = 라운드의 끝에 금 1개나 쌀 1개
tkr-general-huang-zhong = 황충
tkr-general-huang-zhong-text = 게임이 끝났을 때 국경 지대를 점령한 궁병 부대 하나당 승점 1점을 얻습니다(최대 3점).
tkr-general-huang-zhong-short = 게임 종료 시 국경 지대의 궁병 부대당 승점 1점(최대 3점)
tkr-general-pang-tong = 방통
tkr-general-pang-tong-text = 이 장군으로 교관 고용 그리고/혹은 기술 수입 액션을 수행한 후 금 1개를 받습니다.
tkr-general-pang-tong-short = 교관 고용/기술 수입 후 금 1개
tkr-general-fa-zheng = 법정
tkr-general-fa-zheng-text = 전투력을 기준으로 하는 액션에 입찰하면 입찰값이 1 더 높습니다.
tkr-general-fa-zheng-short = 전투력 기준 액션 입찰값 +1
tkr-general-ma-dai = 마대
tkr-general-ma-dai-text = 등용될 때 말 1개를 받습니다.
tkr-general-ma-dai-short = 등용될 때 말 1개
tkr-general-wang-ping = 왕평
tkr-general-wang-ping-text = 유지비를 낼 때 금을 1개 덜 냅니다.
tkr-general-wang-ping-short = 유지비 금 1개 덜 냄
tkr-general-liao-hua = 요화
tkr-general-liao-hua-text = 8라운드부터 전투력이 4가 됩니다.
tkr-general-liao-hua-short = 8라운드부터 전투력 4
tkr-general-fei-yi = 비의
tkr-general-fei-yi-text = 라운드의 끝에 개발한 시장이 3개 이상이면 금 1개를 받습니다.
tkr-general-fei-yi-short = 라운드의 끝에 시장 3개 이상 개발이면 금 1개
tkr-general-dong-yun = 동윤
tkr-general-dong-yun-text = 국가 발전을 건설할 때 금을 1개 덜 냅니다.
tkr-general-dong-yun-short = 국가 발전 건설 시 금 1개 덜 냄
tkr-general-mi-zhu = 미축
tkr-general-mi-zhu-text = 등용될 때 금 2개와 쌀 2개를 받습니다.
tkr-general-mi-zhu-short = 등용될 때 금 2개와 쌀 2개
tkr-general-guan-ping = 관평
tkr-general-ma-liang = 마량
tkr-general-ma-liang-text = 이 장군으로 부족 우호도 액션을 수행한 후 부족 우호도를 1 더 올립니다.
tkr-general-ma-liang-short = 부족 우호도 액션 후 우호도 1 더
tkr-general-jian-yong = 간옹
tkr-general-yan-yan = 엄안
tkr-general-yan-yan-text = 라운드의 끝에 국경 지대를 1곳 이상 점령하고 있으면 쌀 1개를 받습니다.
tkr-general-yan-yan-short = 라운드의 끝에 국경 지대를 점령하고 있으면 쌀 1개

## 국가 발전: 연합

tkr-se-imperial-palace = 황궁
tkr-se-imperial-palace-text = 공물 요구 액션을 수행한 후 금 1개와 쌀 1개를 받습니다.
tkr-se-imperial-palace-short = 공물 요구 후 금 1개와 쌀 1개
tkr-se-garrison = 주둔지
tkr-se-garrison-text = 지지도 얻기 액션을 수행한 후 훈련되지 않은 군대 1개를 훈련할 수 있습니다.
tkr-se-garrison-short = 지지도 얻기 후 군대 1개 훈련
tkr-se-battering-ram = 공성추
tkr-se-battering-ram-text = 전투 액션의 입찰값이 1 더 높습니다.
tkr-se-battering-ram-short = 전투 액션 입찰값 +1
tkr-se-watchtower = 감시탑
tkr-se-watchtower-text = 유지비를 낼 때 금을 1개 덜 냅니다.
tkr-se-watchtower-short = 유지비 금 1개 덜 냄
tkr-se-barter-post = 물물교환소
tkr-se-barter-post-text = 라운드의 끝에 이번 라운드에 거래 액션을 하지 않았다면 무기 1개를 쌀 2개로, 또는 쌀 2개를 무기 1개로 한 번 바꿀 수 있습니다.
tkr-se-barter-post-short = 라운드의 끝에 거래 안 했으면 무기 1개↔쌀 2개
tkr-se-military-colonies = 둔전
tkr-se-military-colonies-text = 농장 개발 혹은 수확 액션을 수행한 후 쌀 1개를 받습니다.
tkr-se-military-colonies-short = 농장 개발/수확 후 쌀 1개
tkr-se-supply-depot = 보급 기지
tkr-se-supply-depot-text = 유지비를 낼 때 쌀을 1개 덜 냅니다.
tkr-se-supply-depot-short = 유지비 쌀 1개 덜 냄
tkr-se-mint = 주전소
tkr-se-mint-text = 시장 개발 혹은 세금 징수 액션을 수행한 후 금 1개를 받습니다.
tkr-se-mint-short = 시장 개발/세금 징수 후 금 1개
tkr-se-grand-canal = 대운하
tkr-se-grand-canal-text = 쌀 거래 그리고/혹은 무기 거래 액션을 수행한 후 금 1개나 쌀 1개를 받습니다.
tkr-se-grand-canal-short = 쌀 거래/무기 거래 후 금 1개나 쌀 1개
tkr-se-artisans-guild = 장인 조합
tkr-se-artisans-guild-text = 이후 국가 발전을 건설할 때 금을 1개 덜 냅니다.
tkr-se-artisans-guild-short = 이후 국가 발전 건설 시 금 1개 덜 냄
tkr-se-armoury = 무기고
tkr-se-armoury-text = 창/말 생산 액션을 수행한 후 창 1개를 더 받습니다.
tkr-se-armoury-short = 창/말 생산 후 창 1개 더
tkr-se-stables = 마구간
tkr-se-stables-text = 창/말 생산 액션을 수행한 후 말 1개를 더 받습니다.
tkr-se-stables-short = 창/말 생산 후 말 1개 더
tkr-se-shipyard = 조선소
tkr-se-shipyard-text = 석궁/배 생산 액션을 수행한 후 배 1개를 더 받습니다.
tkr-se-shipyard-short = 석궁/배 생산 후 배 1개 더
tkr-se-drill-ground = 연병장
tkr-se-drill-ground-text = 군대 훈련 액션을 수행한 후 군대 1개를 더 훈련합니다.
tkr-se-drill-ground-short = 군대 훈련 후 군대 1개 더 훈련
tkr-se-military-academy = 강무당
tkr-se-military-academy-text = 라운드의 끝에 훈련되지 않은 군대 1개를 훈련합니다.
tkr-se-military-academy-short = 라운드의 끝에 군대 1개 훈련
tkr-se-conscription-office = 징병소
tkr-se-conscription-office-text = 군대 모집 액션을 수행한 후 훈련되지 않은 군대 1개를 더 받습니다.
tkr-se-conscription-office-short = 군대 모집 후 훈련되지 않은 군대 1개 더
tkr-se-beacon-towers = 봉수대
tkr-se-beacon-towers-text = 라운드의 끝에 국경 지대를 3곳 이상 점령하고 있으면 지지도 토큰 1개를 받습니다.
tkr-se-beacon-towers-short = 라운드의 끝에 국경 지대 3곳 이상이면 지지도 토큰 1개
tkr-se-envoy-hall = 사신관
tkr-se-envoy-hall-text = 부족 우호도 액션을 수행한 후 부족 우호도를 1 더 올립니다.
tkr-se-envoy-hall-short = 부족 우호도 액션 후 우호도 1 더
tkr-se-public-granary = 상평창
tkr-se-public-granary-text = 라운드의 끝에 쌀 1개를 받습니다.
tkr-se-public-granary-short = 라운드의 끝에 쌀 1개
tkr-se-merchant-quarter = 상인 거리
tkr-se-merchant-quarter-text = 라운드의 끝에 개발한 시장이 3개 이상이면 금 1개를 받습니다.
tkr-se-merchant-quarter-short = 라운드의 끝에 시장 3개 이상 개발이면 금 1개
tkr-se-ancestral-temple = 종묘
tkr-se-ancestral-temple-text = 한나라 황제 조종 액션을 수행한 후 지지도 토큰 1개를 받습니다.
tkr-se-ancestral-temple-short = 한나라 황제 조종 후 지지도 토큰 1개

## 국가 발전: 분리

tkr-se-irrigation = 관개 시설
tkr-se-irrigation-text = 게임이 끝났을 때 농장 5개를 모두 개발했다면 승점 3점을 얻습니다.
tkr-se-irrigation-short = 게임 종료 시 농장 5개 모두 개발이면 승점 3점
tkr-se-horse-armour = 마갑
tkr-se-horse-armour-text = 게임이 끝났을 때 국경 지대를 점령한 기병 부대 하나당 승점 1점을 얻습니다(최대 4점).
tkr-se-horse-armour-short = 게임 종료 시 국경 지대의 기병 부대당 승점 1점(최대 4점)
tkr-se-mobile-siege-tower = 이동식 공성탑
tkr-se-mobile-siege-tower-text = 게임이 끝났을 때 국경 지대를 2곳 이상 점령하고 있으면 승점 2점을 얻습니다(상대의 군사 점수를 깎는 효과 대신).
tkr-se-mobile-siege-tower-short = 게임 종료 시 국경 지대 2곳 이상이면 승점 2점
tkr-se-lamellar-armour = 찰갑
tkr-se-lamellar-armour-text = 게임이 끝났을 때 국경 지대를 점령한 보병 부대 하나당 승점 1점을 얻습니다(최대 4점).
tkr-se-lamellar-armour-short = 게임 종료 시 국경 지대의 보병 부대당 승점 1점(최대 4점)
tkr-se-repeating-crossbow = 연노
tkr-se-repeating-crossbow-text = 게임이 끝났을 때 국경 지대를 점령한 궁병 부대 하나당 승점 1점을 얻습니다(최대 4점).
tkr-se-repeating-crossbow-short = 게임 종료 시 국경 지대의 궁병 부대당 승점 1점(최대 4점)
tkr-se-tower-ships = 누선
tkr-se-tower-ships-text = 게임이 끝났을 때 국경 지대를 점령한 해군 부대 하나당 승점 1점을 얻습니다(최대 4점).
tkr-se-tower-ships-short = 게임 종료 시 국경 지대의 해군 부대당 승점 1점(최대 4점)
tkr-se-treasure-vault = 보물 창고
tkr-se-treasure-vault-text = 게임이 끝났을 때 국고에 있는 시장 토큰 하나당 승점 1점을 얻습니다(최대 4점).
tkr-se-treasure-vault-short = 게임 종료 시 국고의 시장 토큰당 승점 1점(최대 4점)
tkr-se-great-granary = 대곡창
tkr-se-great-granary-text = 게임이 끝났을 때 곡물 창고에 있는 농장 토큰 하나당 승점 1점을 얻습니다(최대 4점).
tkr-se-great-granary-short = 게임 종료 시 곡물 창고의 농장 토큰당 승점 1점(최대 4점)
tkr-se-silk-road = 비단길
tkr-se-silk-road-text = 게임이 끝났을 때 시장 5개를 모두 개발했다면 승점 3점을 얻습니다.
tkr-se-silk-road-short = 게임 종료 시 시장 5개 모두 개발이면 승점 3점
tkr-se-field-survey = 토지 측량
tkr-se-field-survey-text = 게임이 끝났을 때 농장을 3개 이상 개발했다면 승점 2점을 얻습니다.
tkr-se-field-survey-short = 게임 종료 시 농장 3개 이상 개발이면 승점 2점
tkr-se-toll-gates = 통행세 관문
tkr-se-toll-gates-text = 게임이 끝났을 때 시장을 3개 이상 개발했다면 승점 2점을 얻습니다.
tkr-se-toll-gates-short = 게임 종료 시 시장 3개 이상 개발이면 승점 2점
tkr-se-frontier-forts = 변경 요새
tkr-se-frontier-forts-text = 게임이 끝났을 때 점령한 국경 지대 한 곳당 승점 1점을 얻습니다(최대 4점).
tkr-se-frontier-forts-short = 게임 종료 시 점령한 국경 지대당 승점 1점(최대 4점)
tkr-se-victory-stele = 전승비
tkr-se-victory-stele-text = 게임이 끝났을 때 국경 지대를 4곳 이상 점령하고 있으면 승점 3점을 더 얻습니다.
tkr-se-victory-stele-short = 게임 종료 시 국경 지대 4곳 이상이면 승점 3점 더
tkr-se-benevolent-rule = 어진 정치
tkr-se-benevolent-rule-text = 게임이 끝났을 때 가진 지지도 토큰 하나당 승점 1점을 얻습니다(최대 3점).
tkr-se-benevolent-rule-short = 게임 종료 시 지지도 토큰당 승점 1점(최대 3점)
tkr-se-tribal-alliance = 부족 동맹
tkr-se-tribal-alliance-text = 게임이 끝났을 때 부족 우호도가 10 이상이면 승점 3점을 얻습니다.
tkr-se-tribal-alliance-short = 게임 종료 시 부족 우호도 10 이상이면 승점 3점
tkr-se-imperial-seal = 전국옥새
tkr-se-imperial-seal-text = 게임이 끝났을 때 관직이 승상 이상이면 승점 3점을 더 얻습니다.
tkr-se-imperial-seal-short = 게임 종료 시 관직이 승상 이상이면 승점 3점 더
tkr-se-standing-army = 상비군
tkr-se-standing-army-text = 게임이 끝났을 때 부대가 5개 이상이면 승점 2점을 얻습니다.
tkr-se-standing-army-short = 게임 종료 시 부대 5개 이상이면 승점 2점
tkr-se-hall-of-heroes = 공신각
tkr-se-hall-of-heroes-text = 게임이 끝났을 때 장군이 8명 이상이면 승점 2점을 얻습니다.
tkr-se-hall-of-heroes-short = 게임 종료 시 장군 8명 이상이면 승점 2점
tkr-se-imperial-library = 황실 서고
tkr-se-imperial-library-text = 게임이 끝났을 때 건설한 국가 발전 하나당 승점 1점을 얻습니다(최대 4점).
tkr-se-imperial-library-short = 게임 종료 시 건설한 국가 발전당 승점 1점(최대 4점)
tkr-se-city-walls = 성벽
tkr-se-bronze-sparrow-terrace = 동작대

## 국경 지대

# 촉나라 - 위나라
tkr-border-qishan = 기산
tkr-border-huarongdao = 화용도
tkr-border-fancheng = 번성
tkr-border-hanzhong = 한중
tkr-border-jieting = 가정
# 촉나라 - 오나라
tkr-border-xiaoting = 효정
tkr-border-baidicheng = 백제성
tkr-border-yidao = 의도
tkr-border-gongan = 공안
tkr-border-jiangling = 강릉
# 위나라 - 오나라
tkr-border-chibi = 적벽
tkr-border-guangling = 광릉
tkr-border-hefei = 합비
tkr-border-ruxu = 유수
tkr-border-shouchun = 수춘

## 카드 찾기(/card)
tkr-card-general-facts = { $kingdom ->
    [wei] 위
    [wu] 오
   *[shu] 촉
} 장군 · 행정력 { $adm } · 전투력 { $cmb } · 통솔력 { $ldr }
tkr-card-se-facts = { $deck ->
    [unification] 연합
   *[separation] 분리
} 국가 발전 카드 · 비용 금 { $gold }개{ $rice ->
    [0] {""}
   *[other] , 쌀 { $rice }개
}{ $armies ->
    [0] {""}
   *[other] , 군대 { $armies }개
} · 승점 { $vp }점
tkr-card-no-ability = 특수 능력이 없습니다.

## 선택지와 질문에 나오는 카드: 짧은 능력 설명과 비용(깎인 비용은 깎인 대로)
tkr-card-with-short = { $what } · { $short }
tkr-card-cost-gold = 금 { $n }개
tkr-card-cost-gold-reduced = 금 { $was }→{ $n }개
tkr-card-cost-rice = 쌀 { $n }개
tkr-card-cost-rice-reduced = 쌀 { $was }→{ $n }개
tkr-card-cost-armies = 군대 { $n }개
tkr-card-cost-free = 비용 없음
tkr-card-enhancement = { $card }({ $cost }{ $vp ->
    [0] {""}
   *[other] , 승점 { $vp }점
})
