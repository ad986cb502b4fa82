            type MyAdapter = Object[{
      parent => Annotation,
      attributes => {
        id => Integer,
        value => String[1]
      }
    }]

        type MyObject = Object[{
          annotations => {
            MyAdapter => { 'id' => 2, 'value' => 'annotation value' }
          }
        }]
        notice(MyAdapter.annotate(MyObject).value)
        notice(MyAdapter.annotate(MyObject, clear).value)
