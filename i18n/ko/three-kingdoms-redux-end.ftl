# 삼국지 리덕스: 라운드의 끝(부족 우호도 감소, 유지 및 갱신)과 최종 점수 계산.

tkr-log-favor-decay = { $kingdom ->
    [wei] 위는
    [wu] 오는
   *[shu] 촉은
} 이번 라운드에 부족 우호도 액션을 수행하지 않아 부족 우호도가 1 내려갑니다(현재 { $favor }).
tkr-log-favor-kept = { $general } 장군의 특수 능력으로 { $kingdom ->
    [wei] 위의
    [wu] 오의
   *[shu] 촉의
} 부족 우호도가 내려가지 않습니다(현재 { $favor }).
tkr-log-revolt = { $kingdom ->
    [wei] 위의
    [wu] 오의
   *[shu] 촉의
} 부족 우호도가 1이라 반란이 일어납니다. { $kingdom ->
    [wei] 위는
    [wu] 오는
   *[shu] 촉은
} 적자 토큰 1개를 받습니다.
tkr-log-markers-flipped = 유지 및 갱신: 기준 마커를 뒤집습니다. 이제 한나라 황제 조종은 { $han ->
    [adm] 행정
   *[cmb] 전투
}, 지지도 얻기는 { $han ->
    [adm] 전투
   *[cmb] 행정
} 기준으로 입찰합니다.
tkr-log-han-token = { $kingdom ->
    [wei] 위가
    [wu] 오가
   *[shu] 촉이
} 한나라 황제 토큰을 가져옵니다.
tkr-log-han-token-supply = 한나라 황제 조종 입찰에서 승리한 국가가 없어 한나라 황제 토큰을 일반 공급처로 되돌립니다. 다음 라운드에는 아무도 이 토큰을 쓸 수 없습니다.
tkr-log-upkeep = { $kingdom ->
    [wei] 위는
    [wu] 오는
   *[shu] 촉은
} 유지비로 금 { $gold }개와 쌀 { $rice }개를 냅니다{ $support ->
    [0] {""}
   *[other] (지지도 토큰 유지비는 쌀 { $support }개)
}.
tkr-log-deficit = { $kingdom ->
    [wei] 위는
    [wu] 오는
   *[shu] 촉은
} { $gold ->
    [0] 쌀 { $rice }개가
   *[other] { $rice ->
        [0] 금 { $gold }개가
       *[other] 금 { $gold }개와 쌀 { $rice }개가
    }
} 모자라 적자 토큰 { $n }개를 받습니다.
tkr-log-military = { $kingdom ->
    [wei] 위는
    [wu] 오는
   *[shu] 촉은
} 국경 지대를 점령 중인 부대로 군사 점수 { $n }점을 얻습니다(합계 { $total }점).
tkr-log-new-round = { $round }라운드를 시작합니다.

tkr-score-military = 군사 점수
tkr-score-borders = 국경 점수
tkr-score-border-tokens = 국경 지대 점수
tkr-score-development = 내정 개발 점수
tkr-score-security = 치안 점수
tkr-score-office = 관직 점수
tkr-score-han = 한나라 황제 토큰 점수
tkr-score-enhancements = 국가 발전 점수
tkr-score-generals = 장군 특수 능력 점수
tkr-score-deficits = 적자 토큰
tkr-score-total = 총 승점
