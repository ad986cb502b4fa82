@@notify { id: message=>explicit, tag=>thisone }
Notify <<| tag == thisone |>>
notice(Notify[id][message])
