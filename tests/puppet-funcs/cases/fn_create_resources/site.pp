define d($p = 'dflt') { notify { "d-${title}": message => $p } }
create_resources('d', {a => {}, b => {p => 'given'}}, {p => 'fromdefaults'})
create_resources(notify, {n1 => {message => 'm'}})
