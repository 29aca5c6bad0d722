# A visão Estatísticas: gastos, números por modelo, números de lotes, filtros.

insights-title = Estatísticas
insights-export = Exportar…
insights-working = Calculando os números…
insights-reader-stopped = O leitor de Estatísticas parou. Reabra o perfil para iniciá-lo de novo.
insights-reader-not-started = Estatísticas não conseguiu iniciar o leitor ({ $reason }). Feche alguns programas e reabra o perfil.
insights-read-failed = Não foi possível ler os números: { $reason }.

insights-filter-period = Período
insights-period-today = Hoje
insights-period-week = Últimos 7 dias
insights-period-month = Últimos 30 dias
insights-period-all = Todo o período
insights-period-range = Datas…
insights-filter-from = de
insights-filter-to = até
insights-bad-dates = As datas não podem ser usadas: { $reason }.
insights-filter-profiles = Perfis
insights-profile-this = Este perfil
insights-profile-every = Todos os perfis
insights-filter-kind = Tipo
insights-kind-any = Qualquer tipo
insights-kind-image = imagem
insights-kind-video = vídeo
insights-kind-audio = áudio
insights-filter-model = Modelo
insights-model-any = Qualquer modelo
insights-clear-filters = Limpar filtros

insights-card-spent = Gasto
insights-card-unpriced = { $count ->
    [one] + { $count } tarefa sem preço
   *[other] + { $count } tarefas sem preço
}
insights-card-tasks = Tarefas
insights-card-outcomes = { $succeeded } concluídas · { $failed } falharam
insights-card-success-rate = Taxa de sucesso
insights-card-median = Processamento (mediana)
insights-card-p90 = p90 { $time }
insights-card-balance = Saldo
insights-nothing-spent = nada gasto neste período

insights-section-spend = Gastos ao longo do tempo
insights-spend-none = Nada com preço conhecido foi gasto neste período.
insights-spend-axis = gasto
insights-balance-axis = saldo
insights-balance-one = Há um só saldo neste período ({ $amount }); a linha precisa de dois. Atualize o saldo na barra superior depois de algum trabalho para desenhá-la.
insights-balance-none = Nenhum saldo foi informado neste período.
insights-runway = Saldo { $balance } · gastando cerca de { $per_day } por dia · { $lasts }
insights-runway-idle = Saldo { $balance } · nada gasto neste período
insights-lasts-under-a-day = nesse ritmo acaba em menos de um dia
insights-lasts-over-ten-years = nesse ritmo dura mais de dez anos
insights-lasts-days = { $count ->
    [one] nesse ritmo dura cerca de { $count } dia
   *[other] nesse ritmo dura cerca de { $count } dias
}

insights-section-models = Por modelo
insights-sort-hint = Ordenar por esta coluna; de novo para inverter
insights-model-column-model = Modelo
insights-model-column-tasks = Tarefas
insights-model-column-succeeded = Concluídas
insights-model-column-fail-codes = Códigos de falha
insights-model-column-median = Tempo mediano
insights-model-column-p90 = p90
insights-model-column-longest = Mais longo
insights-model-column-queue = Fila (mediana)
    .hint = Espera no serviço antes de o processamento começar
insights-model-column-to-file = Até o arquivo (mediana)
    .hint = Do envio até o primeiro resultado salvo neste computador, para as tarefas que o GenDesk baixou
insights-model-column-spent = Gasto
insights-model-column-per-success = Por sucesso
insights-model-show-tasks = Mostrar estas tarefas em Atividade
insights-model-all = Todos os modelos
insights-model-succeeded = { $count } ({ $percent }%)
insights-model-no-fail-codes = nenhum
insights-fail-code-about = { $category }: { $meaning }
insights-fail-code-unknown = Um código que o GenDesk não conhece.
insights-fail-code-click =
    { $about }
    Clique para mostrar as tarefas que falharam em Atividade.
insights-amount-unpriced = { $amount } + { $count } sem preço
insights-model-spent-measured = { $count ->
    [one] Estimado pelos preços que o GenDesk conhecia. Medido pelo saldo para { $count } tarefa: { $amount }.
   *[other] Estimado pelos preços que o GenDesk conhecia. Medido pelo saldo para { $count } tarefas: { $amount }.
}
insights-model-spent-estimated = Estimado pelos preços que o GenDesk conhecia ao enviar as tarefas; tarefas que falharam são reembolsadas e não entram na conta.
insights-times-none = Nenhuma tarefa deste período tem tempo de processamento ainda.
insights-times-bar = { $model }: mediana { $median }, p90 { $p90 }, mais longo { $longest }
insights-times-axis = tempo mediano de processamento, segundos
insights-times-chart = tempo mediano de processamento

insights-section-batches = Lotes e execuções
insights-batches-none = Nenhum lote neste período.
insights-batch-column-batch = Lote
insights-batch-column-model = Modelo
insights-batch-column-sent = Enviado
insights-batch-column-items = Itens
insights-batch-column-estimate = Estimativa
insights-batch-column-accepted = Custo aceito
insights-batch-column-spent = Gasto
insights-batch-column-outcome = Resultado
insights-batch-column-rate = Itens/min
insights-batch-column-times = Fila · processamento (mediana)
insights-batch-run = Execução de { $count } lotes
insights-batch-open = Abrir este lote em Lotes
insights-batches-show-all = Mostrar todas as { $count } linhas
insights-batch-items = { $sent } enviados, { $accepted } aceitos
insights-batch-spent-hint = A estimativa dos itens aceitos, menos as tarefas que falharam (reembolsadas).
insights-batch-outcome = { $succeeded } concluídas, { $failed } falharam
insights-footnote = Os custos são estimativas do GenDesk pelos preços que ele conhecia ao enviar cada tarefa; tarefas que falharam são reembolsadas e não entram na conta. Calculado em { $milliseconds } ms.

insights-empty-title = Ainda não há nada para contar aqui
insights-empty-text = Estatísticas conta as tarefas e os lotes que o GenDesk enviou, quanto custaram e quanto tempo levaram, a partir do histórico deste computador. Nada foi enviado no período e com os filtros escolhidos.
insights-empty-balance = Seu saldo: { $amount }.
insights-show-all-time = Mostrar todo o período
insights-go-compose = Ir para Criar

insights-report-none = Nenhuma tarefa neste período.
insights-report-column-model = Modelo
insights-report-column-tasks = Tarefas
insights-report-column-ok = OK
insights-report-column-failed = Falharam
insights-report-column-p50 = p50
insights-report-column-p90 = p90
insights-report-column-max = máx.
insights-report-column-spent = Gasto
insights-report-column-measured = Medido
insights-report-total = Total
insights-report-measured = { $count ->
    [one] { $amount } ({ $count } tarefa)
   *[other] { $amount } ({ $count } tarefas)
}
insights-report-failures = Falhas:
insights-report-note = Os tempos são de processamento das tarefas concluídas; Gasto usa os preços que o GenDesk conhecia ao enviar (tarefas que falharam são reembolsadas e não entram na conta); Medido é a queda do saldo em torno de tarefas enviadas sozinhas.
insights-report-balance = { $count ->
    [one] Saldo: { $first } ({ $first_time }) → { $last } ({ $last_time }), { $count } resposta
   *[other] Saldo: { $first } ({ $first_time }) → { $last } ({ $last_time }), { $count } respostas
}
insights-report-balance-none = Saldo: nenhuma resposta neste período.

insights-export-models-csv = Tabela por modelo (CSV)

insights-export-spend-csv = Gastos ao longo do tempo (CSV)

insights-export-balance-csv = Saldo ao longo do tempo (CSV)

insights-export-batches-csv = Lotes (CSV)

insights-export-all-json = Tudo (JSON)

# The batches table's name for a screen reader.
insights-batches-table-name = Lotes

# The per-model table's name for a screen reader.
insights-models-table-name = Modelos

# A week's bar in the spend chart: $day is its first day ("23 Nov").
insights-week-of = semana de { $day }
