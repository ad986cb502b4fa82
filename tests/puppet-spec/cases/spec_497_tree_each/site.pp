        type Person = Object[{attributes => {
          name => String,
          father => Optional[Person],
          mother => { kind => reference, type => Optional[Person] }
        }}]
        $adam  = Person({name => 'Adam'})
        $eve   = Person({name => 'Eve'})
        $cain  = Person({name => 'Cain',  mother => $eve,  father => $adam})
        $awan  = Person({name => 'Awan',  mother => $eve,  father => $adam})
        $enoch = Person({name => 'Enoch', mother => $awan, father => $cain})

        $msg = inline_epp(@(TEMPLATE))
          <% $enoch.tree_each({include_containers=>false }) |$path, $v| { unless $v =~ Undef {-%>
          path: <%= $path %> value: <%= $v %>
          <% }} -%>
          | TEMPLATE
        notify {'by_default': message => $msg}

        $msg2 = inline_epp(@(TEMPLATE))
          <% $enoch.tree_each({include_containers=>false, include_refs => false}) |$path, $v| { unless $v =~ Undef {-%>
          path: <%= $path %> value: <%= $v %>
          <% }} -%>
          | TEMPLATE
        notify {'when_false': message => $msg2}

