# 삼국지 리덕스: 수행하는 액션의 선택이 하는 일(선택지와 기록).

tkr-act-farm-develop = 농장 개발(등급 { $from } → { $to })
tkr-act-farm-harvest = 수확: 곡물 창고로 { $keep }개 옮기기{ $sold ->
    [0] (제거 없음)
   *[other] , 나머지 { $sold }개는 제거하고 쌀 { $rice }개 획득
}
tkr-act-market-develop = 시장 개발(등급 { $from } → { $to })
tkr-act-market-collect = 세금 징수: 국고로 { $keep }개 옮기기{ $sold ->
    [0] (제거 없음)
   *[other] , 나머지 { $sold }개는 제거하고 금 { $gold }개 획득
}
tkr-act-list = { $parts }
tkr-act-nothing = 아무것도 안 함
tkr-act-buy-rice = 금 { $gold }개로 쌀 { $rice }개 사기
tkr-act-sell-rice = 쌀 { $rice }개를 금 { $gold }개에 팔기
tkr-act-buy-weapons = 금 { $gold }개로 { $weapons } 사기
tkr-act-sell-weapons = { $weapons }을(를) 금 { $gold }개에 팔기
tkr-act-instructor = 쌀 1개로 교관이 { $n }개 훈련
tkr-act-draw = { $deck ->
    [unification] 연합
   *[separation] 분리
} 카드 1장 가져오기
tkr-act-construct = { $card } 건설{ $trained ->
    [yes] {" "}(훈련된 군대부터 지불)
   *[no] {""}
}
tkr-act-take = { $parts } 받기
tkr-act-weapons = { $weapon ->
    [spear] 창
    [horse] 말
    [crossbow] 석궁
   *[boat] 배
} { $n }개
tkr-act-recruit = 훈련되지 않은 군대 2개 받기
tkr-act-train = 훈련되지 않은 군대 { $n }개 훈련
tkr-act-tribute = { $what ->
    [gold] 금 2개 받기
    [rice] 쌀 2개 받기
    [both] 금 1개와 쌀 1개 받기
   *[army] 훈련되지 않은 군대 1개 받기
}
tkr-act-support = 지지도 토큰 1개 받기
tkr-act-han = 금 1개를 내고 관직 한 단계 상승, { $general } 장군은 뒤집어 둠
tkr-act-battle = { $general } 장군이 { $unit ->
    [infantry] 보병
    [cavalry] 기병
    [archer] 궁병
   *[navy] 해군
} 부대 { $units }개로 { $location } 점령, 국경 지대 토큰은 { $store ->
    [granary] 곡물 창고
   *[treasury] 국고
}에
tkr-act-tribal = 부족 우호도 올리기{ $buy ->
    [yes] , 쌀 2개로 지지도 토큰 1개 사기
   *[no] {""}
}
