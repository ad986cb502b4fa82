# a minute field: a number, or a cron expression written over several lines in extended mode
type Sched::Minute = Variant[
  Integer[0,59],
  Pattern[/(?x)\A(
    \* ( \/ [0-9]+ )?
    | [0-5]?[0-9] ( - [0-5]?[0-9] )?
      ( , [0-5]?[0-9] )*
  )\z/]
]
