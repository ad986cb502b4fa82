            type MyAdapter = Object[{
      parent => Annotation,
      attributes => {
        id => Integer,
        value => String[1]
      }
    }]

            type MyAdapter2 = Object[{
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
        notice(MyAdapter2.annotate(MyObject, { 'id' => 3, 'value' => 'some other value' }).value)
