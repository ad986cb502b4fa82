$v = 'top'
node default { $v = 'node' notify { "v=${v} top=${::v}": } }
