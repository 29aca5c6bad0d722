//! `wire_enum!`: string enums that keep values the service may add later.
//!
//! The service documents a closed set of states today, but a newer service may send a value
//! this build does not know. Such a value parses into `Unknown(String)`, kept verbatim, instead
//! of failing the whole response.

/// Declares an enum with the given known wire spellings plus `Unknown(String)`.
///
/// The enum serializes as its wire string and deserializes from any string.
macro_rules! wire_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident => $wire:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash)]
        pub enum $name {
            $( $(#[$vmeta])* $variant, )+
            /// A value this build does not know, kept verbatim.
            Unknown(String),
        }

        impl $name {
            /// Every known value, in documentation order.
            pub const KNOWN: &'static [$name] = &[ $( $name::$variant ),+ ];

            /// Parses a wire value; anything unrecognised becomes `Unknown`.
            pub fn parse(value: &str) -> Self {
                match value {
                    $( $wire => $name::$variant, )+
                    other => $name::Unknown(other.to_owned()),
                }
            }

            /// The exact wire spelling.
            pub fn as_str(&self) -> &str {
                match self {
                    $( $name::$variant => $wire, )+
                    $name::Unknown(other) => other,
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl From<&str> for $name {
            fn from(value: &str) -> Self {
                Self::parse(value)
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let text = std::borrow::Cow::<'de, str>::deserialize(deserializer)?;
                Ok(Self::parse(&text))
            }
        }
    };
}

pub(crate) use wire_enum;
