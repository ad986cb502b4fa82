class web { }
node default {
  include web
  notify { "web=${tagged('web')} db=${tagged('db')}": }
}
