# 设置窗口。

settings-title = 设置
settings-appearance = 外观
settings-language = 语言
settings-language-system = 跟随系统（{ $language }）
settings-language-hint = 所有文字立即切换；数字和日期随语言变化。
settings-theme = 主题
settings-theme-system = 跟随系统
settings-theme-light = 浅色
settings-theme-dark = 深色
settings-notify = GenDesk 在后台时，工作完成后通知我
settings-notify-explained = 您发起的每个任务、批次或下载各通知一次；批次在结束时只通知一次。
