# The built-in model catalogue's words: field labels and help, and one line about each
# built-in model. The catalogue itself is English data; GenDesk shows these instead wherever
# its text is exactly the English below (a newer catalogue's new words show as written).

# Field labels of the built-in model catalogue (short names beside each control).
catalog-label-mode = モード
catalog-label-prompt = プロンプト
catalog-label-negative-prompt = ネガティブプロンプト
catalog-label-reference-images = 参照画像
catalog-label-aspect-ratio = アスペクト比
catalog-label-resolution = 解像度
catalog-label-output-format = 出力形式
catalog-label-duration = 長さ（秒）
catalog-label-sound = 音声
catalog-label-version = バージョン
catalog-label-custom-mode = カスタムモード
catalog-label-instrumental = インストゥルメンタル
catalog-label-seed = シード

# Field help of the built-in model catalogue. Mode values (text-to-image, …), format codes and ratios are codes: never translated.
catalog-help-image-mode = text-to-image はプロンプトから作成し、image-to-image は参照画像を編集します。
catalog-help-image-prompt = 作りたい画像を文章で説明します。カウンターにこのモデルの上限が表示されます。
catalog-help-avoid = 避けたい要素。
catalog-help-image-references = 画像は最大 5 枚（JPEG、PNG、WebP、各 10 MB 未満）：このコンピューターから、または Web アドレスで指定します。
catalog-help-image-aspect-ratio = 1:1 正方形、16:9 ワイド、9:16 縦長、4:3 標準、3:4 ポートレート、21:9 ウルトラワイド。auto はモデルに任せます。
catalog-help-output-size = 出力サイズ。
catalog-help-output-format = png は劣化がなくサイズが大きく、jpeg は圧縮されて小さくなります。
catalog-help-video-mode = text-to-video はプロンプトから作成し、image-to-video は参照画像を動かします。
catalog-help-video-prompt = 動画の説明。
catalog-help-video-references = 動かす画像：このコンピューターから、または Web アドレスで指定します（JPEG、PNG、WebP、10 MB 未満）。
catalog-help-video-aspect-ratio = 16:9 ワイド、9:16 縦長、1:1 正方形。
catalog-help-duration = 秒単位の長さ。サービスは範囲を公開していません。モデルによっては一部の値しか受け付けません。
catalog-help-duration-short = 秒単位の長さ。
catalog-help-sound = 動画と一緒に音声も生成します。
catalog-help-version = モデルのバージョン。
catalog-help-music-prompt = 歌詞、または音楽の説明。
catalog-help-custom-mode = スタイルと歌詞を細かく指定できます。
catalog-help-instrumental = ボーカルなし。
catalog-help-seed = 同じシードとプロンプトからは同じ画像ができます

# One line about each built-in (sandbox) model. Numbers are written as digits; model names are never translated.
catalog-model-image-fast = 手早い下書き向け。プロンプトは上限いっぱいの 5000 文字まで
catalog-model-image-pro = 高品質で低速。プロンプトは 2000 文字まで。シードは任意
catalog-model-video-lite = 5 秒または 10 秒の短いクリップ
catalog-model-video-cinema = 4・8・12 秒の映画風クリップ、フィルム調（H.264 High、B フレームあり、24 fps、854x480）
catalog-model-music = 1 タスクで短い曲を 2 テイク（バージョン V4〜V5）

# A field's value when it has none.
catalog-value-not-set = （未設定）
