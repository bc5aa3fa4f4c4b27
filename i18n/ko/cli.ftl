# Terminal play, scripts and rendering.
cli-welcome = Warroom — { $game }. 선택지 번호나 표기를 입력하세요. 명령어는 `help`.
cli-pass-to = 키보드를 { $seat }에게 넘기고 Enter를 누르세요.
cli-private-header = — { $seat } 님만 보세요 —
cli-input-prompt = >
cli-help = 명령어: 번호를 입력하면 그 선택지를 고릅니다. 표기를 직접 입력해도 됩니다{ $nexamples ->
    [0] {""}
   *[other] (예: { $examples })
}. `status`는 내 화면을 다시 보여 주고,{ $map ->
    [0] {""}
   *[other] {" "}`map`은 지도를 글로 보여 주며(★ = 핵심 국가),
} `board`는 내 화면의 그림을 PNG 파일로 저장하고 그 경로를 알려 줍니다.{ $windows ->
    [0] {""}
   *[other] {" "}`autopass`는 대응 기회 자동 넘김 설정을 보여 주고, `autopass <종류> on|off`는 하나를 바꿉니다(다음에 열리는 기회부터).
} `quit`은 끝냅니다(`--save`를 쓰면 게임은 그 파일에 남습니다).
cli-autopass-usage = `autopass`로 자동 넘김 설정을 보거나, `autopass <종류> on|off`로 하나를 바꾸세요.
cli-seed = 시드 { $seed }(같은 시드와 같은 수로 이 게임을 다시 할 수 있습니다: `--seed { $seed }`).
cli-resumed = { $file } 파일의 게임 #{ $id }을(를) 이어 합니다.
cli-saved-to = 게임은 { $file } 파일에 남아 있습니다. 같은 명령을 다시 실행하면 이어집니다.
cli-board-written = 그림을 { $file } 파일에 저장했습니다.
