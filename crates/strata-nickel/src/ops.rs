//! The built-in operations behind `std` and the `%op%` primitives: a typed enum carrying each
//! one's name (as errors show it) and arity, so that dispatch is a `match` on the enum.

macro_rules! ops {
    ($($v:ident = $name:literal, $arity:literal;)*) => {
        /// A built-in operation.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Op {
            $(
                #[doc = concat!("`", $name, "`")]
                $v,
            )*
        }

        impl Op {
            /// The name (`array/map`; `std.array.map` in errors).
            pub fn name(self) -> &'static str {
                match self {
                    $(Op::$v => $name,)*
                }
            }

            /// How many arguments it takes.
            pub fn arity(self) -> usize {
                match self {
                    $(Op::$v => $arity,)*
                }
            }

            /// The operation of a name.
            pub fn from_name(name: &str) -> Option<Op> {
                match name {
                    $($name => Some(Op::$v),)*
                    _ => None,
                }
            }

            /// Every operation.
            pub const ALL: &'static [Op] = &[$(Op::$v,)*];
        }
    };
}

ops! {
    Arrow = "$arrow", 6;
    ArrayAll = "array/all", 2;
    ArrayAny = "array/any", 2;
    ArrayAt = "array/at", 2;
    ArrayAtOr = "array/at_or", 3;
    ArrayConcat = "array/concat", 2;
    ArrayDropFirst = "array/drop_first", 1;
    ArrayDropLast = "array/drop_last", 1;
    ArrayElem = "array/elem", 2;
    ArrayFilter = "array/filter", 2;
    ArrayFirst = "array/first", 1;
    ArrayFlatMap = "array/flat_map", 2;
    ArrayFlatten = "array/flatten", 1;
    ArrayFoldLeft = "array/fold_left", 3;
    ArrayFoldRight = "array/fold_right", 3;
    ArrayGenerate = "array/generate", 2;
    ArrayLast = "array/last", 1;
    ArrayLength = "array/length", 1;
    ArrayMap = "array/map", 2;
    ArrayMapPrim = "array/map_prim", 2;
    ArrayMapWithIndex = "array/map_with_index", 2;
    ArrayPartition = "array/partition", 2;
    ArrayRange = "array/range", 2;
    ArrayRangeStep = "array/range_step", 3;
    ArrayReplicate = "array/replicate", 2;
    ArrayReverse = "array/reverse", 1;
    ArraySlice = "array/slice", 3;
    ArraySort = "array/sort", 2;
    ArraySplitAt = "array/split_at", 2;
    ArrayTryFoldLeft = "array/try_fold_left", 3;
    ArrayZipWith = "array/zip_with", 3;
    Blame = "blame", 1;
    Cast = "cast", 1;
    ContractAllOf = "contract/all_of", 1;
    ContractAnyOf = "contract/any_of", 1;
    ContractApply = "contract/apply", 3;
    ContractBlameWithMessage = "contract/blame_with_message", 2;
    ContractCheck = "contract/check", 3;
    ContractCustom = "contract/custom", 1;
    ContractEqual = "contract/equal", 1;
    ContractFromPredicate = "contract/from_predicate", 1;
    ContractFromValidator = "contract/from_validator", 1;
    ContractNot = "contract/not", 1;
    ContractSequence = "contract/sequence", 1;
    DeepSeq = "deep_seq", 2;
    Deserialize = "deserialize", 2;
    EnumFromTagAndArg = "enum/from_tag_and_arg", 1;
    EnumGetArg = "enum/get_arg", 1;
    EnumGetTag = "enum/get_tag", 1;
    EnumIsTag = "enum/is_tag", 1;
    EnumIsVariant = "enum/is_variant", 1;
    EnumMakeVariant = "enum/make_variant", 2;
    FailWith = "fail_with", 1;
    Force = "force", 1;
    FunctionCompose = "function/compose", 3;
    FunctionConst = "function/const", 2;
    FunctionFlip = "function/flip", 3;
    FunctionId = "function/id", 1;
    FunctionPipe = "function/pipe", 2;
    FunctionSecond = "function/second", 2;
    Hash = "hash", 2;
    IsArray = "is/Array", 1;
    IsBool = "is/Bool", 1;
    IsEnum = "is/Enum", 1;
    IsFunction = "is/Function", 1;
    IsNumber = "is/Number", 1;
    IsRecord = "is/Record", 1;
    IsString = "is/String", 1;
    LabelAppendNote = "label/append_note", 2;
    LabelWithMessage = "label/with_message", 2;
    LabelWithNotes = "label/with_notes", 2;
    NumberAbs = "number/abs", 1;
    NumberArccos = "number/arccos", 1;
    NumberArcsin = "number/arcsin", 1;
    NumberArctan = "number/arctan", 1;
    NumberArctan2 = "number/arctan2", 2;
    NumberCeil = "number/ceil", 1;
    NumberCos = "number/cos", 1;
    NumberFloor = "number/floor", 1;
    NumberFract = "number/fract", 1;
    NumberIsInteger = "number/is_integer", 1;
    NumberLog = "number/log", 2;
    NumberMax = "number/max", 2;
    NumberMin = "number/min", 2;
    NumberPow = "number/pow", 2;
    NumberSin = "number/sin", 1;
    NumberSqrt = "number/sqrt", 1;
    NumberTan = "number/tan", 1;
    NumberTruncate = "number/truncate", 1;
    RecordFields = "record/fields", 1;
    RecordFieldsWithOpts = "record/fields_with_opts", 1;
    RecordFilter = "record/filter", 2;
    RecordFreeze = "record/freeze", 1;
    RecordFromArray = "record/from_array", 1;
    RecordGet = "record/get", 2;
    RecordGetOr = "record/get_or", 3;
    RecordHasField = "record/has_field", 2;
    RecordHasFieldWithOpts = "record/has_field_with_opts", 2;
    RecordInsert = "record/insert", 3;
    RecordInsertWithOpts = "record/insert_with_opts", 3;
    RecordIsEmpty = "record/is_empty", 1;
    RecordLength = "record/length", 1;
    RecordMap = "record/map", 2;
    RecordMapPrim = "record/map_prim", 2;
    RecordMapValues = "record/map_values", 2;
    RecordMergeAll = "record/merge_all", 1;
    RecordRemove = "record/remove", 2;
    RecordRemoveWithOpts = "record/remove_with_opts", 2;
    RecordToArray = "record/to_array", 1;
    RecordUpdate = "record/update", 3;
    RecordValues = "record/values", 1;
    Seq = "seq", 2;
    Serialize = "serialize", 2;
    StringBase64Decode = "string/base64_decode", 2;
    StringBase64DecodePrim = "string/base64_decode_prim", 2;
    StringBase64Encode = "string/base64_encode", 2;
    StringCharacters = "string/characters", 1;
    StringCompare = "string/compare", 2;
    StringContains = "string/contains", 2;
    StringFind = "string/find", 2;
    StringFindAll = "string/find_all", 2;
    StringFrom = "string/from", 1;
    StringFromBool = "string/from_bool", 1;
    StringFromEnum = "string/from_enum", 1;
    StringFromNumber = "string/from_number", 1;
    StringIsMatch = "string/is_match", 2;
    StringJoin = "string/join", 2;
    StringLength = "string/length", 1;
    StringLowercase = "string/lowercase", 1;
    StringReplace = "string/replace", 3;
    StringReplaceRegex = "string/replace_regex", 3;
    StringSplit = "string/split", 2;
    StringSubstring = "string/substring", 3;
    StringToBool = "string/to_bool", 1;
    StringToEnum = "string/to_enum", 1;
    StringToNumber = "string/to_number", 1;
    StringTrim = "string/trim", 1;
    StringUppercase = "string/uppercase", 1;
    ToString = "to_string", 1;
    Trace = "trace", 2;
    Typeof = "typeof", 1;
}
