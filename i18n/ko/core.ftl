# 모든 게임이 함께 쓰는 엔진 메시지.
raw = { $value }
seat-name = { $seat }
err-seat-count = 이 게임은 { $min }–{ $max }명이 할 수 있습니다. { $got }명은 안 됩니다.
err-game-over = 끝난 게임입니다. 더 이상 수를 둘 수 없습니다.
err-no-such-seat = 이 테이블에 그런 자리는 없습니다.
err-not-your-turn = 지금은 당신이 결정할 차례가 아닙니다. 기다리는 사람: { $waiting }.
err-empty-action = 행동을 입력하거나 목록에서 고르세요.
err-unknown-option = 알 수 없는 게임 옵션 `{ $option }`. 가능한 옵션: { $known }.
err-bad-option-value = 옵션 `{ $option }`에는 `{ $value }`를 쓸 수 없습니다. 가능한 값: { $legal }.
