# 삼국지 리덕스: 게임판 그림의 문구.

tkr-board-title = 삼국지 리덕스
tkr-board-round = { $round } / { $last }라운드
tkr-board-status-round-end = 라운드 끝 혜택을 고르는 중
tkr-board-status-draft = 비밀리에 장군 등용 중
tkr-board-status-alliance = { $kingdom ->
    [wei] 위가
    [wu] 오가
   *[shu] 촉이
} 동맹 액션을 고르는 중
tkr-board-status-bidding = { $kingdom ->
    [wei] 위가
    [wu] 오가
   *[shu] 촉이
} 장군을 놓을 차례
tkr-board-status-resolution = { $kingdom ->
    [wei] 위가
    [wu] 오가
   *[shu] 촉이
} 액션을 수행하는 중
tkr-board-status-over = 게임 종료

## 트랙
tkr-board-round-track = 라운드
tkr-board-bid-order = 입찰 순서
tkr-board-action-order = 액션 순서
tkr-board-allies = 동맹
tkr-board-passed = 입찰 마침
tkr-board-office = 관직
tkr-board-office-0 = 태수
tkr-board-office-1 = 대장군
tkr-board-office-2 = 태위
tkr-board-office-3 = 승상
tkr-board-office-4 = 왕
tkr-board-office-5 = 황제
tkr-board-military = 군사 점수
tkr-board-han = 한나라 황제 토큰
tkr-board-han-supply = 일반 공급처
tkr-board-han-resting = 이번 라운드에 뒤집힌 장군: { $general }

## 액션
tkr-board-adm = 행정
tkr-board-cmb = 전투
tkr-board-cmb-units = 전투 + 부대
tkr-board-alliance = 동맹
tkr-board-last-alliance = 지난 라운드 동맹
tkr-board-no-bids = 입찰 없음
tkr-board-alliance-total = 동맹 { $total }
tkr-board-done = 수행함
tkr-board-bid = { $general } { $value }
tkr-board-bid-with = { $general } { $value }({ $extras })
tkr-board-general-with = { $general }({ $extras })
tkr-board-units = { $unit ->
    [infantry] 보병
    [cavalry] 기병
    [archer] 궁병
   *[navy] 해군
} { $n }
tkr-board-gold = 금 { $n }
tkr-board-support = 지지도 +{ $n }
tkr-board-han-bid = 황제 토큰
tkr-board-bid-tokens = 입찰 토큰 +{ $n }

## 국경
tkr-board-unit = { $unit ->
    [infantry] 보병
    [cavalry] 기병
    [archer] 궁병
   *[navy] 해군
}
tkr-board-occupier = { $general }, { $unit ->
    [infantry] 보병
    [cavalry] 기병
    [archer] 궁병
   *[navy] 해군
} { $n }

## 국가 영역
tkr-board-you = 내 국가
tkr-board-slot = 입찰 순서 { $slot }번
tkr-board-gold-label = 금
tkr-board-rice = 쌀
tkr-board-support-label = 지지도
tkr-board-deficits = 적자
tkr-board-farms = 농장
tkr-board-markets = 시장
tkr-board-granary = 곡물 창고 { $n }
tkr-board-treasury = 국고 { $n }
tkr-board-untrained = 훈련되지 않은 군대
tkr-board-trained = 훈련된 군대
tkr-board-spear = 창
tkr-board-horse = 말
tkr-board-crossbow = 석궁
tkr-board-boat = 배
tkr-board-favor = 부족 우호도
tkr-board-tribal-bid = { $space }: { $bid }
tkr-board-built = 건설: { $cards }
tkr-board-built-none = 건설: 없음
tkr-board-hand = 손에 든 카드 { $n }장
tkr-board-hand-own = 손에 든 카드: { $cards }
tkr-board-generals = 장군({ $n }명): { $names }
tkr-board-generals-free = 입찰할 수 있는 장군({ $n }명): { $names }
tkr-board-drawn = 뽑은 장군({ $keep }명 등용): { $names }
tkr-board-none = 없음
