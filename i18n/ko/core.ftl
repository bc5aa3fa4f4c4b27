# 모든 게임이 함께 쓰는 엔진 메시지.
raw = { $value }
seat-name = { $seat }
err-seat-count = 이 게임은 { $players }이(가) 할 수 있습니다. { $got }명은 안 됩니다.
err-game-over = 끝난 게임입니다. 더 이상 수를 둘 수 없습니다.
err-no-such-seat = 이 테이블에 그런 자리는 없습니다.
err-not-your-turn = 지금은 결정할 차례가 아닙니다. 기다리는 사람: { $waiting }.
err-empty-action = 행동을 입력하거나 목록에서 고르세요.
err-unknown-option = 알 수 없는 게임 옵션 `{ $option }`. 가능한 옵션: { $known }.
err-bad-option-value = 옵션 `{ $option }`에는 `{ $value }`를 쓸 수 없습니다. 가능한 값: { $legal }.

# 차례 밖 대응 기회의 상시 자동 넘김 설정(`/autopass`, `autopass` 줄).
err-no-windows = 이 게임에는 차례 밖 대응 기회가 없어서 자동으로 넘길 것이 없습니다.
err-unknown-window-kind = 이 게임에 없는 대응 기회 종류입니다: `{ $kind }`. 가능한 종류: { $kinds }, 또는 `all`(모두).
auto-pass-kind = `{ $id }`({ $name })
auto-pass-log-on = 상시 선택: 다음에 열리는 기회부터 { $kind } 대응 기회는 손패와 상관없이 자동으로 넘깁니다.
auto-pass-log-off = 상시 선택: 다음에 열리는 기회부터 { $kind } 대응 기회에서 다시 묻습니다.

# 질문의 종류: 답의 모양과 한도. 모든 화면에 함께 보입니다.
# $exact는 최소와 최대가 같을 때 그 수, 아니면 -1. $budget은 한도가 없으면 -1.
ask-one = 하나 고르기
ask-several = 여러 개 고르기
ask-number = 수 고르기
ask-distribute = 점수 나누기
ask-several-limits = { $exact ->
    [-1] { $min ->
        [0] 최대 { $max }개까지 고르세요
       *[other] { $min }~{ $max }개를 고르세요
    }
   *[other] { $exact }개를 고르세요
}{ $budget ->
    [-1] {""}
   *[other] {" "}(비용 합계 { $budget } 이하)
}. 입력: `{ $verb } <항목> <항목> …`
ask-number-limits = { $min }부터 { $max }까지의 수. 입력: `{ $verb } <수>`
ask-distribute-limits = 모두 { $exact ->
    [-1] { $min ->
        [0] 최대 { $max }점
       *[other] { $min }~{ $max }점
    }
   *[other] { $exact }점
}을 나누세요. 입력: `{ $verb } <항목>:<수> …`
ask-err-unknown-item = 고를 수 있는 항목이 아닙니다: `{ $item }`.
ask-err-verb = 답의 첫 단어는 `{ $verb }`입니다.
ask-err-number = 정수 하나를 입력하세요.
ask-err-points = 점수는 `항목:2`처럼 정수로 적으세요: `{ $item }`.
ask-err-kind = 이 질문에 맞지 않는 답입니다.
ask-err-twice = 같은 항목은 한 번만 고를 수 있습니다.
ask-err-count = { $min }~{ $max }개를 골라야 합니다. 고른 수: { $got }개.
ask-err-budget = 비용 합계가 한도를 넘습니다. 합계 { $got }, 한도 { $budget }.
ask-err-range = { $min }부터 { $max }까지의 수를 고르세요. 입력한 수: { $got }.
ask-err-cap = `{ $item }`에는 최대 { $cap }점까지 줄 수 있습니다. 준 점수: { $got }점.
ask-err-total = 모두 { $min }~{ $max }점을 나눠야 합니다. 준 점수: { $got }점.
players-exactly = { $n }명
players-range = { $min }–{ $max }명
did-you-mean = {" "}혹시 `{ $word }` 말인가요?
no-hint = {""}
err-no-partners = 이 게임에는 메시지를 보낼 동맹이 없습니다.

# id 대신 입력하는 이름 (`draft 장소`, `influence 서독:2`).
names-candidate = { $name }(`{ $id }`)
names-err-ambiguous = `{ $word }`(으)로 시작하는 이름이 여럿입니다: { $candidates }{ $more ->
    [0] {""}
   *[other] {" "}외 { $more }개
}. 이름을 더 입력하거나 id를 쓰세요.
