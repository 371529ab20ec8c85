//! A game's zones declared once: [`zones!`](crate::zones) writes the enum and its
//! [`ZoneId`](super::ZoneId) — the numbering derived from the declaration, who sees each
//! zone's cards said beside it — so no card game numbers its zones by hand.
//!
//! The numbering: the table's zones (a variant without a seat) first, `0..`, in the
//! order written; then each seat's own zones, seat by seat, in the order written, a zone
//! of several ([`SubZone`], 国战's equipment slots) taking as many numbers as it has parts.

/// The parts of a seat's zone of several (`Equip(Seat, Slot)`: one zone per slot).
pub trait SubZone: Copy {
    /// How many parts.
    const COUNT: usize;
    /// This part's number, `0..COUNT`.
    fn index(self) -> usize;
}

/// Declares a game's zones: the enum (deriving `Copy, Clone, Debug, PartialEq, Eq`;
/// write other derives as usual) and its [`ZoneId`](crate::cards::ZoneId).
///
/// Each variant is a zone of the table (`Deck`) or of each seat (`Hand(Seat)`, or
/// `Equip(Seat, Slot)` for a zone of several parts, `Slot` a [`SubZone`]), followed by
/// who sees the faces of the cards lying there: `everyone`, `nobody` (a face-down card is
/// shown by the game to whom it tells), or, for a seat's zone, `owner` (that seat).
///
/// ```
/// tianhei_core::zones! {
///     /// Where a card is.
///     pub enum Zone {
///         /// The draw pile.
///         Deck => nobody,
///         /// The discard pile.
///         Discard => everyone,
///         /// A seat's hand.
///         Hand(Seat) => owner,
///         /// Face-up in front of a seat.
///         Intel(Seat) => everyone,
///     }
/// }
/// use tianhei_core::{Seat, cards::{ZoneId, zones::Seen}};
/// assert_eq!(Zone::Discard.slot(), 1);
/// assert_eq!(Zone::Intel(Seat(1)).slot(), 5);
/// assert_eq!(Zone::Hand(Seat(2)).seen(), Seen::Seat(Seat(2)));
/// ```
#[macro_export]
macro_rules! zones {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($body:tt)* }) => {
        $crate::zones!(@munch [$(#[$meta])* $vis enum $name] [] [] [] [0] [0] $($body)*);
    };
    // A seat's zone of several parts.
    (@munch $head:tt [$($var:tt)*] [$($slot:tt)*] [$($seen:tt)*] [$($t:tt)*] [$($w:tt)*]
        $(#[$m:meta])* $v:ident (Seat, $sub:ty) => $who:ident $(, $($rest:tt)*)?) => {
        $crate::zones!(@munch $head
            [$($var)* $(#[$m])* $v($crate::Seat, $sub),]
            [$($slot)* Self::$v(seat, sub) => __TABLE + __PER_SEAT * seat.index() + ($($w)*)
                + $crate::cards::zone_table::SubZone::index(sub),]
            [$($seen)* Self::$v(seat, _) => $crate::zones!(@seat $who seat),]
            [$($t)*]
            [$($w)* + <$sub as $crate::cards::zone_table::SubZone>::COUNT]
            $($($rest)*)?);
    };
    // A seat's zone.
    (@munch $head:tt [$($var:tt)*] [$($slot:tt)*] [$($seen:tt)*] [$($t:tt)*] [$($w:tt)*]
        $(#[$m:meta])* $v:ident (Seat) => $who:ident $(, $($rest:tt)*)?) => {
        $crate::zones!(@munch $head
            [$($var)* $(#[$m])* $v($crate::Seat),]
            [$($slot)* Self::$v(seat) => __TABLE + __PER_SEAT * seat.index() + ($($w)*),]
            [$($seen)* Self::$v(seat) => $crate::zones!(@seat $who seat),]
            [$($t)*]
            [$($w)* + 1]
            $($($rest)*)?);
    };
    // A zone of the table.
    (@munch $head:tt [$($var:tt)*] [$($slot:tt)*] [$($seen:tt)*] [$($t:tt)*] [$($w:tt)*]
        $(#[$m:meta])* $v:ident => $who:ident $(, $($rest:tt)*)?) => {
        $crate::zones!(@munch $head
            [$($var)* $(#[$m])* $v,]
            [$($slot)* Self::$v => ($($t)*),]
            [$($seen)* Self::$v => $crate::zones!(@table $who),]
            [$($t)* + 1]
            [$($w)*]
            $($($rest)*)?);
    };
    (@munch [$(#[$meta:meta])* $vis:vis enum $name:ident] [$($var:tt)*] [$($slot:tt)*]
        [$($seen:tt)*] [$($t:tt)*] [$($w:tt)*]) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        $vis enum $name { $($var)* }

        impl $crate::cards::ZoneId for $name {
            #[inline]
            fn slot(self) -> usize {
                #[allow(dead_code)]
                const __TABLE: usize = $($t)*;
                #[allow(dead_code)]
                const __PER_SEAT: usize = $($w)*;
                match self { $($slot)* }
            }

            #[allow(unused_variables)]
            fn seen(self) -> $crate::cards::zones::Seen {
                match self { $($seen)* }
            }
        }
    };
    (@table everyone) => { $crate::cards::zones::Seen::Everyone };
    (@table nobody) => { $crate::cards::zones::Seen::Nobody };
    (@table $other:ident) => {
        compile_error!(concat!("a table zone is seen by `everyone` or `nobody`, not `",
            stringify!($other), "`"))
    };
    (@seat everyone $seat:ident) => { $crate::cards::zones::Seen::Everyone };
    (@seat nobody $seat:ident) => { $crate::cards::zones::Seen::Nobody };
    (@seat owner $seat:ident) => { $crate::cards::zones::Seen::Seat($seat) };
    (@seat $other:ident $seat:ident) => {
        compile_error!(concat!("a seat's zone is seen by `everyone`, `nobody` or `owner`, not `",
            stringify!($other), "`"))
    };
}

#[cfg(test)]
mod tests {
    use super::SubZone;
    use crate::{
        Seat,
        cards::{ZoneId, zones::Seen},
    };

    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    enum Slot {
        Weapon,
        Armour,
        Horse,
    }

    impl SubZone for Slot {
        const COUNT: usize = 3;
        fn index(self) -> usize {
            self as usize
        }
    }

    crate::zones! {
        /// Zones of a game like 国战's.
        enum Zone {
            Deck => nobody,
            Hand(Seat) => owner,
            Discard => everyone,
            Equip(Seat, Slot) => everyone,
            Judge(Seat) => everyone,
            Table => everyone,
        }
    }

    #[test]
    fn table_zones_come_first_then_each_seats_zones_seat_by_seat_in_the_order_written() {
        let slots: Vec<usize> = [Zone::Deck, Zone::Discard, Zone::Table]
            .into_iter()
            .map(Zone::slot)
            .collect();
        assert_eq!(slots, [0, 1, 2]);
        // Per seat: hand 1, equipment 3, judge 1 = 5 numbers.
        assert_eq!(Zone::Hand(Seat(0)).slot(), 3);
        assert_eq!(Zone::Equip(Seat(0), Slot::Weapon).slot(), 4);
        assert_eq!(Zone::Equip(Seat(0), Slot::Horse).slot(), 6);
        assert_eq!(Zone::Judge(Seat(0)).slot(), 7);
        assert_eq!(Zone::Hand(Seat(2)).slot(), 13);
        assert_eq!(Zone::Equip(Seat(2), Slot::Armour).slot(), 15);
        assert_eq!(Zone::Judge(Seat(2)).slot(), 17);
    }

    #[test]
    fn every_zone_of_every_seat_has_its_own_number_and_none_is_skipped() {
        let mut all = vec![Zone::Deck, Zone::Discard, Zone::Table];
        for s in 0..4 {
            let s = Seat(s);
            all.push(Zone::Hand(s));
            for k in [Slot::Weapon, Slot::Armour, Slot::Horse] {
                all.push(Zone::Equip(s, k));
            }
            all.push(Zone::Judge(s));
        }
        let mut slots: Vec<usize> = all.iter().map(|z| z.slot()).collect();
        slots.sort_unstable();
        assert_eq!(slots, (0..all.len()).collect::<Vec<_>>());
    }

    #[test]
    fn who_sees_a_zone_is_what_its_declaration_says() {
        assert_eq!(Zone::Deck.seen(), Seen::Nobody);
        assert_eq!(Zone::Discard.seen(), Seen::Everyone);
        assert_eq!(Zone::Hand(Seat(3)).seen(), Seen::Seat(Seat(3)));
        assert_eq!(Zone::Equip(Seat(1), Slot::Armour).seen(), Seen::Everyone);
        assert_eq!(Slot::Horse.index(), 2);
    }
}
