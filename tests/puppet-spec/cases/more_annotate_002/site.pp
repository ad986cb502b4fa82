          type MyAdapter = Object[{
      parent => Annotation,
      attributes => {
        id => Integer,
        value => String[1]
      }
    }]

      type MyObject = Object[{
      }]
      $my_object = MyObject({})
      MyAdapter.annotate($my_object, { 'id' => 2, 'value' => 'annotation value' })
      notice(MyAdapter.annotate($my_object).value)
      MyAdapter.annotate($my_object, { 'id' => 2, 'value' => 'annotation value 2' })
      notice(MyAdapter.annotate($my_object).value)
