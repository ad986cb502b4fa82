notice(Timestamp({string => '2021-06-01', format => '%Y-%m-%d'}))
notice(Timestamp({string => '2021-06-01 12', format => ['%Y-%m-%d %H'], timezone => 'UTC'}))
