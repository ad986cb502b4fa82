# Each node looks up its own key; each key lives in a level that fails in its own way.
node default {
  notify { 'secret': message => lookup("secret_${trusted['certname']}") }
}
