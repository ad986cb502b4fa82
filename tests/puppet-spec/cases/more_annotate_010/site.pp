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
      }]
      $my_object = Pcore.annotate(MyObject({}), {
        MyAdapter => { 'id' => 2, 'value' => 'annotation value' },
        MyAdapter2 => { 'id' => 3, 'value' => 'second annotation value' }
      })
      notice(MyAdapter.annotate($my_object).value)
      notice(MyAdapter2.annotate($my_object).value)
